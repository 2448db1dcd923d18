// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/errors";
import { queryClient } from "../../../api/query-client";
import { registerCommands } from "../../../commands/registry";
import { signIn } from "../../../commands/testing/session-fixture";
import "../../../i18n";
import { closeDialog, setNavigator } from "../../../workspace/intents";
import { markWorkspaceMounted, openPane, resetWorkspace } from "../../../workspace/store";
import * as api from "../domain/api";
import type { FamilyView, PlanView, RateView } from "../domain/model";
import { PRODUCT_LIST } from "../kinds";
import { listCommands } from "./commands";
import { ProductsPane } from "./products-pane";
import { paymentFixture } from "./test-payment";

// The plan and user-panel actions of the list (spec 3 §2): the publish modal's four confirmations, the
// content-filter contents modal, and adding a payment method from a user panel.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
vi.mock("../../../api/products/reference", async (original) => ({
  ...(await original<typeof import("../../../api/products/reference")>()),
  listProductTypes: vi.fn(async () => []),
  listProductRegions: vi.fn(async () => []),
}));
vi.mock("../domain/api", async (original) => ({
  ...(await original<typeof import("../domain/api")>()),
  fetchFamilies: vi.fn(),
  publishPlan: vi.fn(),
  planFilters: vi.fn(),
  filterContents: vi.fn(),
}));

const payment = paymentFixture;
const rate = (id: number, state: RateView["state"]): RateView => ({
  id,
  name: `Tarifa ${id}`,
  state,
  active: true,
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId: 441,
  region: "Mexico",
  planId: 7,
  plan: "Premium",
  family: "Cine",
  payments: [payment(1, 10, "Prepago"), payment(2, 11, "Pospago"), payment(3, 10, "Prepago")],
});
const plan = (state: PlanView["state"], rates: RateView[]): PlanView => ({
  id: 7,
  name: "Premium",
  type: "A",
  state,
  ratesCount: rates.length,
  familyId: 1,
  family: "Cine",
  regions: rates.length > 0 ? [{ regionId: 441, region: "Mexico", rates }] : [],
});

const disposers: (() => void)[] = [];
let paneId = "";
const navigated: string[] = [];
beforeEach(() => {
  resetWorkspace();
  signIn("root");
  disposers.push(
    markWorkspaceMounted(),
    registerCommands(listCommands),
    setNavigator((to) => navigated.push(to)),
  );
  paneId = openPane(PRODUCT_LIST);
});
afterEach(() => {
  closeDialog(paneId);
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  queryClient.clear();
  vi.clearAllMocks();
  navigated.length = 0;
});

const show = (shown: PlanView) => {
  const families: FamilyView[] = [{ id: 1, name: "Cine", state: "publish", plans: [shown] }];
  vi.mocked(api.fetchFamilies).mockResolvedValue({ families, total: 1, totals: { plans: 1, rates: 1 } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ProductsPane paneId={paneId} params={{ q: "Premium" }} setParams={() => {}} focused />
    </QueryClientProvider>,
  );
};

/** The list renders its cards once the families and the commands' context have settled. */
const LOADED = { timeout: 5000 };

const planAction = async (name: RegExp) => {
  const menu = await screen.findByRole("button", { name: "Acciones de Plan Premium" }, LOADED);
  fireEvent.pointerDown(menu, { button: 0 });
  fireEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name }));
  return screen.findByRole("dialog");
};

describe("publishing a plan from the list", () => {
  it("publishes only once the four checks are ticked, and shows the server's refusal", async () => {
    vi.mocked(api.publishPlan).mockRejectedValueOnce(
      new ApiError({
        code: "product_plan_not_draft",
        httpStatus: 409,
        extra: {
          error_code: "product_plan_not_draft",
          error_msg: "Solo se puede modificar un plan en borrador",
        },
      }),
    );
    show(plan("draft", []));
    const dialog = await planAction(/Publicar producto/);
    expect(within(dialog).getByText("Plan 7 · Premium")).toBeTruthy();
    const publish = within(dialog).getByRole("button", { name: "Publicar" }) as HTMLButtonElement;
    const checks = within(dialog).getAllByRole("checkbox");
    expect(checks).toHaveLength(4);
    for (const check of checks.slice(0, 3)) fireEvent.click(check);
    expect(publish.disabled).toBe(true);
    fireEvent.click(checks[3]);
    expect(publish.disabled).toBe(false);
    await act(async () => fireEvent.click(publish));
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toContain("Solo se puede modificar un plan en borrador");
    expect(api.publishPlan).toHaveBeenCalledWith(7);

    vi.mocked(api.publishPlan).mockResolvedValueOnce({ id: 7, state: "published", publish_date: "now" });
    await act(async () => fireEvent.click(publish));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith("Producto publicado exitosamente");
    expect(api.fetchFamilies).toHaveBeenCalledTimes(2);
  });
});

describe("a plan's filter contents", () => {
  const page = (names: string[], total = names.length) => ({
    filter: { id: 1002, name: "Películas", item_type: "G" as const },
    total: 40,
    total_filtered: total,
    contents: names.map((name, i) => ({ id: i + 1, name, type: "G" as const })),
  });

  it("lists the chosen filter's contents 20 a page and searches them after a pause", async () => {
    vi.mocked(api.planFilters).mockResolvedValue([
      { id: 1002, name: "Películas" },
      { id: 1001, name: "Estrenos" },
    ]);
    vi.mocked(api.filterContents).mockImplementation(async (_id, from, query) =>
      query ? page([], 0) : page([`Película ${from + 1}`, `Película ${from + 2}`], 40),
    );
    show(plan("published", []));
    const dialog = await planAction(/Ver contenidos/);
    expect(await within(dialog).findByRole("combobox", { name: "Filtro" })).toBeTruthy();
    const table = await within(dialog).findByRole("table", { name: "Contenidos del filtro Películas" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getAllByText("Video")).toHaveLength(2);
    expect(within(dialog).getByText("Página 1 de 2")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Siguiente" }));
    expect(await within(dialog).findByText("Película 21")).toBeTruthy();
    expect(api.filterContents).toHaveBeenLastCalledWith(1002, 20, "", expect.anything());

    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Buscar contenido" }), {
      target: { value: "zzz" },
    });
    expect(api.filterContents).not.toHaveBeenCalledWith(1002, 0, "zzz", expect.anything());
    expect(await within(dialog).findByText("No hay contenidos que mostrar.")).toBeTruthy();
    expect(api.filterContents).toHaveBeenCalledWith(1002, 0, "zzz", expect.anything());

    fireEvent.change(within(dialog).getByRole("combobox", { name: "Filtro" }), { target: { value: "1001" } });
    await waitFor(() => expect(api.filterContents).toHaveBeenLastCalledWith(1001, 0, "", expect.anything()));
  });

  it("says so when the contents cannot be read, and when the plan has no filters", async () => {
    vi.mocked(api.planFilters).mockResolvedValueOnce([{ id: 5, name: "Roto" }]);
    vi.mocked(api.filterContents).mockRejectedValue(
      new ApiError({ code: "product_filter_not_found", httpStatus: 404 }),
    );
    show(plan("published", []));
    const dialog = await planAction(/Ver contenidos/);
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", "ocurrió un error");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    queryClient.clear();
    vi.mocked(api.planFilters).mockResolvedValueOnce([]);
    const empty = await planAction(/Ver contenidos/);
    expect(await within(empty).findByText("El plan no tiene filtros de contenido.")).toBeTruthy();
  });
});

describe("adding a payment method from a user panel", () => {
  it("groups payments per user type and goes to step 4 with that user type on a draft rate", async () => {
    show(plan("published", [rate(2, "draft")]));
    const prepaid = await screen.findByRole("region", { name: "Usuario Prepago · tarifa 2" }, LOADED);
    expect(
      within(prepaid)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Medio 1", "Medio 3"]);
    expect(screen.getByRole("region", { name: "Usuario Pospago · tarifa 2" })).toBeTruthy();
    const add = within(prepaid).getByRole("button", { name: "Añadir medio de pago a Prepago (tarifa 2)" });
    await act(async () => fireEvent.click(add));
    await waitFor(() =>
      expect(navigated).toEqual(["/products/product-wizard/4?id=7&rate_id=2&region_id=441&user_id=10"]),
    );
  });

  it("is disabled, saying why, where editing the rate is", async () => {
    show(plan("published", [rate(3, "uat")]));
    const panel = await screen.findByRole("region", { name: "Usuario Pospago · tarifa 3" }, LOADED);
    const add = within(panel).getByRole("button", { name: /Añadir medio de pago/ }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe("Solo en borrador");
  });
});
