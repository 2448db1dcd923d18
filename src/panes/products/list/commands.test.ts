// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentContext } from "../../../commands/context";
import { availableCommands } from "../../../commands/registry";
import { signInWithPrivileges, signOut } from "../../../commands/testing/session-fixture";
import type { ArgItem } from "../../../commands/types";
import "../../../i18n";
import type { Privilege } from "../../../permissions/catalog";
import { openPane, resetWorkspace } from "../../../workspace/store";
import type { RateView } from "../domain/model";
import { rateRules } from "../domain/rules";
import { PRODUCT_LIST } from "../kinds";
import { listCommands } from "./commands";
import { paletteCommands, publishRateCommand } from "./palette-commands";
import { rateItem } from "./rate-finder";
import { paymentFixture } from "./test-payment";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  signOut();
  resetWorkspace();
});

const signInWith = (privileges: Privilege[], tenant = "video") =>
  signInWithPrivileges("products", privileges, tenant);

const rate = (over: Partial<RateView> = {}): RateView => ({
  id: 2,
  name: "Tarifa",
  active: true,
  state: "uat",
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId: 441,
  region: "Mexico",
  planId: 1,
  plan: "Plan",
  family: "Familia",
  payments: [paymentFixture()],
  ...over,
});

const rowCommands = (selection: unknown[]) =>
  availableCommands(listCommands, "row", { ...currentContext(), selection }, PRODUCT_LIST);

describe("products commands", () => {
  it("enable each rate action by its rule, saying why when not", () => {
    signInWith(["view", "edit", "delete", "publish"]);
    openPane(PRODUCT_LIST);
    const uat = rowCommands([{ kind: "rate", rate: rate() }]);
    const state = Object.fromEntries(uat.map((c) => [c.command.id, c.enabled ? true : c.reason]));
    expect(state).toMatchObject({
      "products.publishRate": true,
      "products.editRate": "products.reasons.onlyDraft",
      "products.toggleRate": "products.reasons.onlyProdOrInactive",
      "products.generateUat": "products.reasons.onlyDraft",
      "products.cloneRate": true,
    });
    expect(uat.every((c) => !c.command.id.includes("Plan"))).toBe(true);
  });

  it("offer only what the privileges allow", () => {
    signInWith(["view"]);
    openPane(PRODUCT_LIST);
    const ids = rowCommands([{ kind: "rate", rate: rate() }]).map((c) => c.command.id);
    expect(ids).toEqual(["products.associateEmail", "products.rateSummary"]);
    const palette = availableCommands(paletteCommands, "palette", currentContext()).map((c) => c.command.id);
    expect(palette).toEqual(["products.openPlan", "products.openRate"]);
  });

  it("offer a plan's filter contents to viewers, and adding a payment method to editors of a draft rate", () => {
    signInWith(["view"]);
    openPane(PRODUCT_LIST);
    const plan = {
      id: 1,
      name: "Plan",
      type: "A",
      state: "published",
      ratesCount: 0,
      familyId: 1,
      family: "F",
    };
    const planIds = rowCommands([{ kind: "plan", plan: { ...plan, regions: [] } }]).map((c) => c.command.id);
    expect(planIds).toContain("products.viewFilterContents");
    expect(planIds).not.toContain("products.publishPlan");
    const line = { paymentId: 9, userTypeId: 3, userType: "Prepago" };
    const viewerLine = rowCommands([{ kind: "payment", rate: rate(), payment: line }]);
    expect(viewerLine.map((c) => c.command.id)).not.toContain("products.addPaymentMethod");
    signInWith(["view", "edit"]);
    const verdict = (state: RateView["state"]) =>
      rowCommands([{ kind: "payment", rate: rate({ state }), payment: line }]).find(
        (c) => c.command.id === "products.addPaymentMethod",
      );
    expect(verdict("draft")?.enabled).toBe(true);
    expect(verdict("uat")?.reason).toBe("products.reasons.onlyDraft");
  });

  it("name New Plan in video and New Product in music", () => {
    signInWith(["view", "edit"], "music");
    const palette = availableCommands(paletteCommands, "palette", currentContext()).map((c) => c.command.id);
    expect(palette).toContain("products.newProduct");
    expect(palette).not.toContain("products.newPlan");
    signInWith(["view", "edit"], "video");
    const video = availableCommands(paletteCommands, "palette", currentContext()).map((c) => c.command.id);
    expect(video).toContain("products.newPlan");
  });

  it("refuse a palette choice the button would refuse, with the same reason", () => {
    signInWith(["view", "publish"]);
    const ctx = currentContext();
    const draft: ArgItem<RateView> = rateItem(ctx, rate({ state: "draft" }), rate(), rateRules.publish);
    expect(draft.reason).toBe("Primero genere la tarifa en UAT");
    expect(rateItem(ctx, rate(), rate(), rateRules.publish).reason).toBeUndefined();
    expect(publishRateCommand.args?.placeholder).toBe("products.commands.ratePlaceholder");
  });
});
