// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../api/query-client";
import { registerCommands } from "../../../commands/registry";
import { signIn } from "../../../commands/testing/session-fixture";
import "../../../i18n";
import { session } from "../../../session/store";
import { markWorkspaceMounted, openPane, resetWorkspace } from "../../../workspace/store";
import * as api from "../domain/api";
import type { FamilyView, RateView } from "../domain/model";
import { PRODUCT_LIST } from "../kinds";
import { listCommands } from "./commands";
import { ProductsPane } from "./products-pane";
import { paymentFixture } from "./test-payment";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
vi.mock("../../../api/products/reference", async (original) => ({
  ...(await original<typeof import("../../../api/products/reference")>()),
  listProductTypes: vi.fn(async () => [{ id: "A", name: "Suscripción" }]),
  listProductRegions: vi.fn(async () => []),
}));
vi.mock("../domain/api", async (original) => ({
  ...(await original<typeof import("../domain/api")>()),
  fetchFamilies: vi.fn(),
  fetchRate: vi.fn(),
  setRateActive: vi.fn(),
}));

/** One payment line: a rate needs one (and a channel) before it can be published. */
const onePayment = [paymentFixture()];
const rate = (id: number, over: Partial<RateView>): RateView => ({
  id,
  name: `Tarifa ${id}`,
  state: "publish",
  active: true,
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId: 441,
  region: "Mexico",
  planId: 1,
  plan: "Premium",
  family: "Cine",
  payments: [],
  ...over,
});
const family = (rates: RateView[]): FamilyView => ({
  id: 1,
  name: "Cine",
  state: "publish",
  plans: [
    {
      id: 1,
      name: "Premium",
      type: "A",
      state: "published",
      ratesCount: rates.length,
      familyId: 1,
      family: "Cine",
      regions: [{ regionId: 441, region: "Mexico", rates }],
    },
  ],
});

const disposers: (() => void)[] = [];
let paneId = "";
beforeEach(() => {
  resetWorkspace();
  signIn("root");
  disposers.push(markWorkspaceMounted(), registerCommands(listCommands));
  paneId = openPane(PRODUCT_LIST);
  vi.mocked(api.fetchRate).mockImplementation(async (id) => ({ ...rate(id, {}), payments: [], rules: [] }));
});
afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  queryClient.clear();
  vi.clearAllMocks();
  session.tenant = "";
});

const show = (families: FamilyView[]) => {
  vi.mocked(api.fetchFamilies).mockResolvedValue({
    families,
    total: families.length,
    totals: { plans: 1, rates: 2 },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <ProductsPane paneId={paneId} params={{ q: "Premium" }} setParams={() => {}} focused />
    </QueryClientProvider>,
  );
};

describe("product list", () => {
  it("names plans by tenant and shows the totals", async () => {
    session.tenant = "music";
    show([family([rate(2, {})])]);
    expect(await screen.findByRole("region", { name: "Producto Premium" })).toBeTruthy();
    expect(screen.getByText("1 productos · 2 tarifas")).toBeTruthy();
  });

  it("disables each menu action by its rule and says why", async () => {
    show([family([rate(2, { state: "uat", payments: onePayment })])]);
    fireEvent.pointerDown(await screen.findByRole("button", { name: "Acciones de la tarifa 2" }), {
      button: 0,
    });
    const menu = await screen.findByRole("menu");
    const edit = within(menu).getByRole("menuitem", { name: /Editar tarifa/ });
    expect(edit.getAttribute("aria-disabled")).toBe("true");
    expect(edit.textContent).toContain("Solo en borrador");
    expect(
      within(menu)
        .getByRole("menuitem", { name: /Publicar en producción/ })
        .getAttribute("aria-disabled"),
    ).toBeNull();
  });

  it("puts a rate's switch back when the server refuses the change", async () => {
    window.confirm = vi.fn(() => true);
    vi.mocked(api.setRateActive).mockRejectedValue(new Error("down"));
    show([family([rate(2, {})])]);
    const toggle = await screen.findByRole("switch", { name: "Activa: tarifa 2" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(toasts.error.mock.calls[0][0]).toBe("Error al inactivar la tarifa");
    expect(api.setRateActive).toHaveBeenCalledWith(2, false);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("refuses the switch of a uat rate: only prod or inactive rates switch", async () => {
    show([family([rate(3, { state: "uat" })])]);
    const toggle = await screen.findByRole("switch", { name: "Activa: tarifa 3" });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("product list paging weight", () => {
  it("starts with families closed when nothing is searched, and opens them all on demand", async () => {
    vi.mocked(api.fetchFamilies).mockResolvedValue({
      families: [family([rate(2, {})])],
      total: 1,
      totals: { plans: 1, rates: 1 },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ProductsPane paneId={paneId} params={{}} setParams={() => {}} focused />
      </QueryClientProvider>,
    );
    const header = await screen.findByRole("button", { name: /Cine/ });
    expect(header.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Expandir todo" }));
    expect(header.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByRole("region", { name: "Plan Premium" })).toBeTruthy();
  });
});
