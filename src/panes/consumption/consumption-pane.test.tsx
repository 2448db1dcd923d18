// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import type { FoundUser, Subscription } from "../../api/consumption";
import { ApiError } from "../../api/errors";
import "../../i18n";
import { clearPaneState, getPaneData } from "../selection";
import { ConsumptionPane } from "./consumption-pane";
import type { Shown } from "./shown";

vi.mock("../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const maria: FoundUser = {
  USER_HASH: "h1",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10000001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María López Hernández",
  PHONE_TELMEX: "5512345678",
  PHONE_TELCEL: null,
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};
const row = (id: number, price: number, status: Subscription["status"]): Subscription => ({
  subscription_id: id,
  title: `Plan ${id}`,
  origin: "web",
  ip: "187.190.12.34",
  created_at: "2026-06-01T10:00:00.000Z",
  expires_at: "2026-12-01T10:00:00.000Z",
  price,
  currency: "MXN",
  waspurchased: "1",
  payment_method: "tarjeta_credito",
  payment_status: "aprobado",
  status,
});
const refusal = (code: string) => new ApiError({ code, httpStatus: 200 });
const PANE = "p1";
const shown = () => getPaneData(PANE) as Shown | undefined;

/** Answers each call by its path: a value, or an error to throw. */
function serve(answers: Record<string, unknown>) {
  mocked.mockImplementation(async (path) => {
    const answer = answers[String(path).replace("/consulta_consumo", "")];
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer() : answer;
  });
}

function show(params: Record<string, string>, setParams = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ConsumptionPane paneId={PANE} params={params} setParams={setParams} focused />
    </QueryClientProvider>,
  );
  return setParams;
}

beforeEach(() => {
  mocked.mockReset();
});
afterEach(() => {
  cleanup();
  clearPaneState(PANE);
});

describe("ConsumptionPane", () => {
  it("shows the subscriber, the subscriptions and their total, and publishes them to the commands", async () => {
    serve({
      "/user/byemail": maria,
      "/subscription/list": { subscriptions: [row(1, 119, "active"), row(2, 115, "active")], total: 234 },
    });
    show({ by: "email", q: maria.EMAIL });
    expect(await screen.findByRole("heading", { name: /María López Hernández/ })).toBeTruthy();
    const grid = await screen.findByRole("grid", { name: "Suscripciones de María López Hernández" });
    expect(grid.getAttribute("aria-rowcount")).toBe("3");
    expect(screen.getByText("234,00 MXN")).toBeTruthy();
    await waitFor(() => expect(shown()?.subscriptions).toHaveLength(2));
  });

  it.each([
    ["0", false],
    ["1", true],
  ])(
    "reads adm_payment_null_constrain = %s from /services/base/metadata for its cancel command",
    async (value, allowed) => {
      serve({
        "/base/metadata": [{ key: "adm_payment_null_constrain", value, description: "" }],
        "/user/byemail": maria,
        "/subscription/list": { subscriptions: [{ ...row(1, 0, "active"), payment_method: "" }], total: 0 },
      });
      show({ by: "email", q: maria.EMAIL });
      await waitFor(() =>
        expect((getPaneData(PANE) as Shown | undefined)?.cancelWithoutPayment).toBe(allowed),
      );
      expect(mocked.mock.calls.some(([path]) => path === "/base/metadata")).toBe(true);
    },
  );

  it("reads PGS_USR_00002 as the 'no subscriptions' state", async () => {
    serve({ "/user/byemail": maria, "/subscription/list": refusal("PGS_USR_00002") });
    show({ by: "email", q: maria.EMAIL });
    expect(await screen.findByText("El usuario no tiene suscripciones")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(shown()?.subscriptions).toEqual([]);
  });

  it("shows a failed search's translated code in an Error dialog and inline", async () => {
    serve({ "/user/bytel": refusal("PGS_USR_00005") });
    show({ by: "telcel", q: "12-34" });
    const dialog = await screen.findByRole("alertdialog", { name: "Error" });
    expect(dialog.textContent).toContain("El número de teléfono no es válido.");
    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("alert").textContent).toContain("El número de teléfono no es válido.");
  });

  it("searches with the selector's kind and one form of the phone", async () => {
    const setParams = show({});
    fireEvent.change(screen.getByLabelText("Buscar por"), { target: { value: "telmex" } });
    fireEvent.change(screen.getByLabelText("Correo o teléfono"), { target: { value: "+52 55 1234 5678" } });
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(setParams).toHaveBeenCalledWith({ by: "telmex", q: "5512345678" });
  });
});
