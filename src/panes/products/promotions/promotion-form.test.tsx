// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { ApiError } from "../../../api/errors";
import { queryClient } from "../../../api/query-client";
import type { PromotionRate } from "../../../contract/products/promotions";
import "../../../i18n";
import { leavePane } from "../../../workspace/unsaved";
import { PromotionForm } from "./promotion-form";

// The form against a mocked server: a refused save shows 'Error en la seleccion de planes' with the server's
// dump text and keeps everything typed and chosen; a saved draft offers 'Ver listado' and 'OK'.

vi.mock("../../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const line = (rate: number): PromotionRate => ({
  rate_id: rate,
  rate_name: `Tarifa ${rate}`,
  rate_state: "publish",
  on_sale: true,
  plan: { id: rate * 10, name: `Plan ${rate}`, period: "1 month", type: "A" },
  product: { id: 1, name: "Familia" },
  region: { id: 441, name: "México" },
  user_type: { id: 5, name: "Web" },
  payment_method: { id: 7, name: "Tarjeta" },
  currency: { id: 3, name: "MXN", symbol: "$" },
  price: "99",
});

const DUMP = "Los planes deben tener el mismo producto, región, medio de pago y tipo de usuario. (tarifa 2)";

function serve(save: () => unknown) {
  mocked.mockImplementation(async (path, options) => {
    const url = String(path);
    if (url.endsWith("/products/promotions") && options?.method === "POST") return save();
    if (url.endsWith("/regions")) return [{ region_id: 441, name: "mexico", title: "México" }];
    if (url.endsWith("/products")) return [{ id: 1, name: "Familia" }];
    if (url.endsWith("/user-types")) return [{ id: 5, name: "Web" }];
    if (url.endsWith("/payment-methods")) return [{ id: 7, name: "Tarjeta", colour: "#000" }];
    if (url.endsWith("/rates")) return [line(1), line(2)];
    return [];
  });
}

async function fillTwoPlans() {
  render(
    <QueryClientProvider client={queryClient}>
      <PromotionForm paneId="p1" />
    </QueryClientProvider>,
  );
  const select = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Verano" } });
  });
  await waitFor(() => expect(screen.getByRole("option", { name: "Familia" })).toBeTruthy());
  await act(async () => select("Producto", "1"));
  await waitFor(() => expect(screen.getByRole("option", { name: "México" })).toBeTruthy());
  await act(async () => select("Región", "441"));
  const boxes = await screen.findAllByRole("checkbox");
  await act(async () => fireEvent.click(boxes[0]));
  // The list reloads with the filters the first plan locked; the second plan is still offered.
  await waitFor(() => expect(screen.getAllByRole("checkbox")).toHaveLength(2));
  await act(async () => fireEvent.click(screen.getAllByRole("checkbox")[1]));
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Ciclos del plan 1"), { target: { value: "6" } });
  });
}

beforeEach(() => {
  queryClient.clear();
  mocked.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("promotion form", () => {
  it("shows the server's dump text under 'Error en la seleccion de planes' and keeps the form", async () => {
    serve(() => {
      throw new ApiError({
        code: "promotion_plans_mismatch",
        httpStatus: 400,
        extra: { dump: DUMP },
      });
    });
    await fillTwoPlans();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar borrador" })));
    const alert = await screen.findByRole("alertdialog", { name: "Error en la seleccion de planes" });
    expect(alert.textContent).toContain(DUMP);
    expect((screen.getByLabelText("Nombre") as HTMLInputElement).value).toBe("Verano");
    expect((screen.getByLabelText("Ciclos del plan 1") as HTMLInputElement).value).toBe("6");
    expect((screen.getByLabelText("Ciclos del plan 2") as HTMLInputElement).value).toBe("1200");
    // The dialog hides the form from the accessibility tree while it is open: the form is still there.
    expect(
      screen.getAllByRole("checkbox", { hidden: true }).filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(2);
    expect((screen.getByLabelText("Región") as HTMLSelectElement).disabled).toBe(true);
    // What was typed is not saved: replacing or closing the pane asks first, and backing out keeps it.
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const move = vi.fn();
    leavePane("p1", move);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(move).not.toHaveBeenCalled();
  });

  it("sends the first plan's method, user type and currency, and offers 'Ver listado' or 'OK' after a draft", async () => {
    serve(() => ({ promotion_id: 40 }));
    await fillTwoPlans();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar borrador" })));
    const saved = await screen.findByRole("dialog", { name: "Borrador guardado" });
    expect(saved.textContent).toContain("Felicidades! Se ha guardado en borrador correctamente");
    expect(screen.getByRole("button", { name: "Ver listado" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
    // Saved: the pane holds nothing unsaved and leaves without asking.
    const move = vi.fn();
    leavePane("p1", move);
    expect(move).toHaveBeenCalledTimes(1);
    const [, options] = mocked.mock.calls.find(([, o]) => o?.method === "POST") ?? [];
    expect(options?.body).toEqual({
      name: "Verano",
      description: "",
      active: 1,
      payment_method_id: 7,
      user_type_id: 5,
      currency_id: 3,
      rates: [
        { rate_id: 1, cycle: 6 },
        { rate_id: 2, cycle: 1200 },
      ],
    });
  });

  it("names what is missing instead of saving", async () => {
    serve(() => ({ promotion_id: 41 }));
    render(
      <QueryClientProvider client={queryClient}>
        <PromotionForm paneId="p1" />
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar borrador" })));
    expect(screen.getByText("Este campo es obligatorio.")).toBeTruthy();
    expect(screen.getByText("Selecciona al menos un plan.")).toBeTruthy();
    expect(mocked.mock.calls.some(([, o]) => o?.method === "POST")).toBe(false);
  });
});
