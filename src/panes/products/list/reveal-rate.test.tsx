// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../api/query-client";
import { registerCommands } from "../../../commands/registry";
import { signIn } from "../../../commands/testing/session-fixture";
import "../../../i18n";
import { markWorkspaceMounted, openPane, resetWorkspace } from "../../../workspace/store";
import * as api from "../domain/api";
import type { FamilyView, PlanView, RateView } from "../domain/model";
import { PRODUCT_LIST } from "../kinds";
import { listCommands } from "./commands";
import { ProductsPane } from "./products-pane";

// Spec 3 §2 paging (5 families a page, 5 plans a panel, 5 regions a plan, 5 rates a region) and "Abrir
// tarifa": a rate opened by id is revealed wherever it sits: the list moves to the page holding its family,
// its plan's, region's and rates' pages follow, and the rate is scrolled to, focused and highlighted.

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../../api/products/reference", async (original) => ({
  ...(await original<typeof import("../../../api/products/reference")>()),
  listProductTypes: vi.fn(async () => []),
  listProductRegions: vi.fn(async () => []),
}));
vi.mock("../domain/api", async (original) => ({
  ...(await original<typeof import("../domain/api")>()),
  fetchFamilies: vi.fn(),
  fetchRate: vi.fn(),
}));

const rate = (id: number, planId: number, regionId: number): RateView => ({
  id,
  name: `Tarifa ${id}`,
  state: "publish",
  active: true,
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId,
  region: `Region ${regionId}`,
  planId,
  plan: `Plan ${planId}`,
  family: "Cine",
  payments: [],
});
/** A plan of `size` regions, each of `size` rates: ids plan*100 + region*10 + n. */
const plan = (familyId: number, id: number, size = 1): PlanView => ({
  id,
  name: `Plan ${id}`,
  type: "A",
  state: "published",
  ratesCount: size * size,
  familyId,
  family: `Familia ${familyId}`,
  regions: Array.from({ length: size }, (_, r) => ({
    regionId: r + 1,
    region: `Region ${r + 1}`,
    rates: Array.from({ length: size }, (_, n) => rate(id * 100 + (r + 1) * 10 + n + 1, id, r + 1)),
  })),
});
/** 7 families; the sixth holds 7 plans, its seventh (67) 7 regions of 7 rates each. */
const families: FamilyView[] = Array.from({ length: 7 }, (_, f) => ({
  id: f + 1,
  name: `Familia ${f + 1}`,
  state: "publish",
  plans:
    f === 5
      ? Array.from({ length: 7 }, (_, p) => plan(6, 61 + p, p === 6 ? 7 : 1))
      : [plan(f + 1, (f + 1) * 10 + 1)],
}));

let paneId = "";
const disposers: (() => void)[] = [];
beforeEach(() => {
  resetWorkspace();
  signIn("root");
  disposers.push(markWorkspaceMounted(), registerCommands(listCommands));
  paneId = openPane(PRODUCT_LIST);
  vi.mocked(api.fetchFamilies).mockImplementation(async (_filters, page) => ({
    families: families.slice(page * 5, page * 5 + 5),
    total: families.length,
    totals: { plans: 13, rates: 61 },
  }));
  vi.mocked(api.fetchRate).mockImplementation(async (id) => ({ ...rate(id, 0, 0), payments: [], rules: [] }));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  queryClient.clear();
  vi.clearAllMocks();
});

describe("a rate opened by id", () => {
  it("is revealed on the sixth family's seventh plan, seventh region, seventh rate", async () => {
    // Family 6 is on the list's second page; plan 67 on its plans' second page; region 7 and rate 7 too.
    const target = 67 * 100 + 7 * 10 + 7;
    render(
      <QueryClientProvider client={queryClient}>
        <ProductsPane
          paneId={paneId}
          params={{ q: "Plan", rate: String(target) }}
          setParams={() => {}}
          focused
        />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole("article", { name: new RegExp(`^Tarifa ${target} `) });
    const name = card.querySelector<HTMLElement>(`[data-rate-focus="${target}"]`);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(card.getAttribute("data-revealed")).toBe("true");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(vi.mocked(api.fetchFamilies).mock.calls.some(([, page]) => page === 1)).toBe(true);
  });
});
