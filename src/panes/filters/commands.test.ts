// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentContext } from "../../commands/context";
import { availableCommands } from "../../commands/registry";
import { signOut } from "../../commands/testing/session-fixture";
import type { Filter } from "../../contract/filters";
import "../../i18n";
import type { Privilege } from "../../permissions/catalog";
import { session } from "../../session/store";
import "../../shell/modules";
import { publishPaneData, setPaneSelection } from "../../workspace/selection";
import { openPane, resetWorkspace, workspaceStore } from "../../workspace/store";
import { filtersCommands } from "./commands";
import { FILTER_EDITOR, FILTERS_LIST } from "./kinds";
import { addContentsCommand, openFilterCommand } from "./open-filter";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  signOut();
  resetWorkspace();
});

function signInWith(privileges: Privilege[]) {
  session.token = "t";
  session.user = {
    user_id: 1,
    name: "op",
    fullname: "Op",
    email: "op@adm.test",
    root: 0,
    region: "mexico",
    rules: [{ name: "filtros", privileges: Object.fromEntries(privileges.map((p) => [p, true])) }],
    groups: [],
    regions: [],
    tenants: [],
  };
}

const ids = (surface: "palette" | "toolbar" | "row", pane?: string) =>
  availableCommands(filtersCommands, surface, currentContext(), pane).map((c) => c.command.id);

const manual = { filter_id: 7, type: "M", status: "ACT", name: "x", item_type: "G" } as Filter;

describe("filters commands (module filtros)", () => {
  it("offer each action only with its privilege", () => {
    signInWith(["view"]);
    openPane(FILTERS_LIST);
    expect(ids("palette")).toEqual(["filters.openFilter", "filters.exportFilters"]);
    // A view-only user is offered the filter's read-only view, never its editor.
    expect(ids("row", "filters.list")).toEqual(["filters.viewFilter"]);
    expect(ids("toolbar", "filters.list")).toEqual(["filters.exportFilters"]);

    signInWith(["view", "new"]);
    expect(ids("palette")).toContain("filters.cloneFilter");
    expect(ids("toolbar", "filters.list")).toEqual([
      "filters.createFilter",
      "filters.openCloneDialog",
      "filters.exportFilters",
    ]);

    signInWith(["view", "edit", "delete"]);
    expect(ids("row", "filters.list")).toEqual([
      "filters.editFilter",
      "filters.toggleStatus",
      "filters.deleteFilter",
    ]);
  });

  it("acts in the editor on the filter it shows: add contents only for a manual filter, publish needs publish", () => {
    signInWith(["view", "edit"]);
    openPane(FILTER_EDITOR, { filter_id: "7" });
    const paneId = workspaceStore.get().focusedId as string;
    publishPaneData(paneId, manual);
    const palette = availableCommands(filtersCommands, "palette", currentContext(), "filters.editor");
    expect(palette.map((c) => c.command.id)).not.toContain("filters.publishFilter");
    expect(palette.find((c) => c.command.id === "filters.addContents")?.enabled).toBe(true);
    publishPaneData(paneId, { ...manual, type: "A" });
    const automatic = availableCommands(filtersCommands, "palette", currentContext(), "filters.editor");
    expect(automatic.find((c) => c.command.id === "filters.addContents")).toMatchObject({
      enabled: false,
      reason: "filters.reasons.notManual",
    });
    publishPaneData(paneId, undefined);
  });

  it("publish from the list under the editor button's rule: one active, named row", () => {
    signInWith(["view", "publish"]);
    openPane(FILTERS_LIST);
    const paneId = workspaceStore.get().focusedId as string;
    const publish = () =>
      availableCommands(filtersCommands, "palette", currentContext(), "filters.list").find(
        (c) => c.command.id === "filters.publishListedFilter",
      );
    expect(publish()).toMatchObject({ enabled: false, reason: "system.reasons.selectOne" });
    setPaneSelection(paneId, [{ ...manual, name: null }]);
    expect(publish()).toMatchObject({ enabled: false, reason: "filters.editor.publishDisabled" });
    setPaneSelection(paneId, [{ ...manual, status: "NOACT" }]);
    expect(publish()).toMatchObject({ enabled: false, reason: "filters.editor.publishDisabled" });
    setPaneSelection(paneId, [manual]);
    expect(publish()?.enabled).toBe(true);
  });

  it("recognise a pasted filter id and count pasted content ids, invalid ones apart", async () => {
    expect(openFilterCommand.args?.parse?.("1003")).toBe(1003);
    expect(openFilterCommand.args?.parse?.("acción")).toBeUndefined();
    const ctx = currentContext();
    const [option] =
      (await addContentsCommand.args?.suggest(
        "1000001, 1000002\tabc 1000001 7x",
        new AbortController().signal,
        ctx,
      )) ?? [];
    expect(option).toMatchObject({
      label: "Agregar 2 IDs (2 no válidos)",
      value: ["1000001", "1000002", "abc", "7x"],
    });
  });
});
