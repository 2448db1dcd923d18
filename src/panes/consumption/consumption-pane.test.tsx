// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import type { FoundUser, Subscription } from "../../api/consumption";
import { ApiError } from "../../api/errors";
import "../../i18n";
import { clearPaneState, getPaneData } from "../../workspace/selection";
import { ConsumptionPane } from "./consumption-pane";
import { LOOKUP_TIMEOUT_MS } from "./lookup-timeout";
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
/** The two totals the subscriptions toolbar shows, spaces normalised. */
const totals = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>("[data-total]")].map((node) => [
      node.dataset.total,
      node.textContent?.replace(/\s/g, " "),
    ]),
  );
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
    expect(totals()).toEqual({ paying: "234,00 MXN", listed: "234,00 MXN" });
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

  it("pays only purchased, active subscriptions; the listed total counts every row apart", async () => {
    const free = { ...row(3, 0, "terminated"), waspurchased: "0" as const };
    serve({
      "/user/byemail": maria,
      "/subscription/list": {
        subscriptions: [row(1, 119, "active"), row(2, 115, "cancelled"), row(4, 411, "terminated"), free],
        total: 645,
      },
    });
    show({ by: "email", q: maria.EMAIL });
    await screen.findByRole("grid");
    expect(totals()).toEqual({ paying: "119,00 MXN", listed: "645,00 MXN" });
    expect(screen.getByText("Paga ahora:")).toBeTruthy();
    expect(screen.getByText("Total de la lista:")).toBeTruthy();
  });

  it("reads PGS_USR_00002 as the 'no subscriptions' state", async () => {
    serve({ "/user/byemail": maria, "/subscription/list": refusal("PGS_USR_00002") });
    show({ by: "email", q: maria.EMAIL });
    expect(await screen.findByText("El usuario no tiene suscripciones")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(shown()?.subscriptions).toEqual([]);
  });

  it("shows a failed search's translated code in the 'Error' dialog and inline; Escape returns to the search", async () => {
    serve({ "/user/bytel": refusal("PGS_USR_00005") });
    show({ by: "telcel", q: "12-34" });
    const dialog = await screen.findByRole("alertdialog", { name: "Error" });
    expect(dialog.textContent).toContain("El número de teléfono no es válido.");
    expect(dialog.textContent).toContain("Código: PGS_USR_00005");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText("Correo o teléfono"));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("El número de teléfono no es válido.");
    expect(alert.textContent).toContain("Código: PGS_USR_00005");
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
  });

  it("fails an unreachable look-up at once with a clear error, and its retry finds the subscriber", async () => {
    let reachable = false;
    serve({
      "/user/byemail": () => {
        if (!reachable) throw new ApiError({ code: "error_network", httpStatus: 0 });
        return maria;
      },
      "/subscription/list": { subscriptions: [row(1, 119, "active")], total: 119 },
    });
    show({ by: "email", q: maria.EMAIL });
    fireEvent.keyDown(await screen.findByRole("alertdialog", { name: "Error" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("No se pudo conectar con el servidor.");
    expect(mocked.mock.calls.filter(([path]) => String(path).endsWith("/user/byemail"))).toHaveLength(1);
    reachable = true;
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("heading", { name: /María López Hernández/ })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("raises the 'Error' dialog once per attempt of the operator's, not when the console asks again by itself", async () => {
    serve({ "/user/byemail": new ApiError({ code: "error_network", httpStatus: 0 }) });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ConsumptionPane paneId={PANE} params={{ by: "email", q: maria.EMAIL }} setParams={vi.fn()} focused />
      </QueryClientProvider>,
    );
    fireEvent.keyDown(await screen.findByRole("alertdialog", { name: "Error" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const asked = () => mocked.mock.calls.filter(([path]) => String(path).endsWith("/user/byemail")).length;
    // What src/api/query-client.ts does when the server answers again: the failed query asks once more.
    await act(() => client.refetchQueries({ predicate: (query) => query.state.fetchFailureCount > 0 }));
    expect(asked()).toBe(2);
    expect(screen.getByRole("alert").textContent).toContain("No se pudo conectar con el servidor.");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The operator's own retry is a new attempt: failing, it says so again.
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("alertdialog", { name: "Error" })).toBeTruthy();
    expect(asked()).toBe(3);
  });

  it("gives up on a look-up that never answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocked.mockImplementation(
      (_path, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener("abort", () =>
            reject(new ApiError({ code: "error_network", httpStatus: 0 })),
          ),
        ),
    );
    show({ by: "email", q: maria.EMAIL });
    await screen.findByText("Buscando al suscriptor…");
    await act(async () => void vi.advanceTimersByTime(LOOKUP_TIMEOUT_MS + 100));
    expect((await screen.findByRole("alertdialog", { name: "Error" })).textContent).toContain(
      "No se pudo conectar con el servidor.",
    );
    vi.useRealTimers();
  });

  it("recognises a phone typed with 'e-mail' selected, on either carrier, as the palette does", async () => {
    mocked.mockImplementation(async (path, options) => {
      const query = (options?.query ?? {}) as Record<string, string>;
      if (String(path).endsWith("/user/bytel") && query.type === "telcel") return maria;
      throw refusal("PGS_USR_00001");
    });
    const setParams = show({});
    fireEvent.change(screen.getByLabelText("Correo o teléfono"), { target: { value: "+52 55 8765 4321" } });
    expect(screen.getByText("Teléfono: se busca en Telmex y en Telcel.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(setParams).toHaveBeenCalledWith({ by: "telcel", q: "5587654321" }));
  });

  it("searches with the selector's kind and one form of the phone", async () => {
    const setParams = show({});
    fireEvent.change(screen.getByLabelText("Buscar por"), { target: { value: "telmex" } });
    fireEvent.change(screen.getByLabelText("Correo o teléfono"), { target: { value: "+52 55 1234 5678" } });
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(setParams).toHaveBeenCalledWith({ by: "telmex", q: "5512345678" });
  });
});
