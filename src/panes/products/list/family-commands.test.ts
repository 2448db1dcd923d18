// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentContext } from "../../../commands/context";
import { availableCommands } from "../../../commands/registry";
import { signInWithPrivileges, signOut } from "../../../commands/testing/session-fixture";
import "../../../i18n";
import type { Privilege } from "../../../permissions/catalog";
import { openPane, resetWorkspace } from "../../../workspace/store";
import type { FamilyView, PlanView } from "../domain/model";
import { PRODUCT_LIST } from "../kinds";
import { familyCommands } from "./family-commands";

const deleteFamily = vi.hoisted(() => vi.fn(async (id: number) => ({ id, deleted: true })));
vi.mock("../../../api/products/catalogue", () => ({ deleteFamily }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  signOut();
  resetWorkspace();
  deleteFamily.mockClear();
});

const signInWith = (privileges: Privilege[], tenant = "video") =>
  signInWithPrivileges("products", privileges, tenant);

const plan = (over: Partial<PlanView> = {}): PlanView => ({
  id: 7,
  name: "Plan Nuevo",
  type: "A",
  state: "draft",
  ratesCount: 0,
  familyId: 3,
  family: "Familia",
  regions: [],
  ...over,
});
const family = (plans: PlanView[]): FamilyView => ({ id: 3, name: "Familia", state: "draft", plans });

const rowCommands = (selection: unknown[]) =>
  availableCommands(familyCommands, "row", { ...currentContext(), selection }, PRODUCT_LIST);

describe("deleting a family", () => {
  it("is offered on a family with the delete privilege, enabled only without published plans or rates", () => {
    signInWith(["view", "delete"]);
    openPane(PRODUCT_LIST);
    const [draft] = rowCommands([{ kind: "family", family: family([plan()]) }]);
    expect(draft).toMatchObject({ command: { id: "products.deleteFamily" }, enabled: true });
    const [published] = rowCommands([{ kind: "family", family: family([plan({ state: "published" })]) }]);
    expect(published.reason).toBe("products.reasons.familyNotDeletable");
    const [withRates] = rowCommands([{ kind: "family", family: family([plan({ ratesCount: 1 })]) }]);
    expect(withRates.reason).toBe("products.reasons.familyNotDeletable");
    expect(rowCommands([{ kind: "plan", plan: plan() }])).toEqual([]);
    signInWith(["view", "edit"]);
    expect(rowCommands([{ kind: "family", family: family([plan()]) }])).toEqual([]);
  });

  it("declares its confirmation, listing the family and its plans, then deletes it by id", async () => {
    signInWith(["view", "delete"]);
    openPane(PRODUCT_LIST);
    const [command] = familyCommands;
    const ctx = { ...currentContext(), selection: [{ kind: "family", family: family([plan()]) }] };
    const preview = command.confirm?.preview(ctx, undefined);
    expect(preview).toMatchObject({
      title: "¿Eliminar el producto (familia)?",
      records: ["Familia 3 · Familia", "Plan 7 · Plan Nuevo"],
      confirmLabel: "Eliminar",
    });
    await command.run(ctx, undefined, { reason: "", values: {} });
    expect(deleteFamily).toHaveBeenCalledWith(3);
  });
});
