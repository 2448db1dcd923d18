import { describe, expect, it } from "vitest";
import { buildResources } from "../i18n/all-texts";
import { MODULES, PRIVILEGES } from "../permissions/catalog";
import { paneKind, paneKindId, paneKinds } from "../workspace/kinds";
import { matchPath } from "../workspace/routes";
import "../shell/modules";
import { commandGroups, groupLabelKey, isCommandGroup } from "./groups";
import { shortcutCollisions } from "./keybindings";
import { menuSections } from "./menu";
import { getCommands, registerCommands } from "./registry";
import { shortcutConflict } from "./shortcut-conflicts";
import type { AnyCommand } from "./types";

const allCommands = getCommands();

const resources = buildResources() as Record<string, { translation: Record<string, unknown> }>;

function translated(language: string, key: string): boolean {
  let node: unknown = resources[language]?.translation;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" && node.length > 0;
}

function keysOf(command: AnyCommand): string[] {
  return [
    command.title,
    groupLabelKey(command.module),
    command.menu?.label,
    command.menu?.ariaLabel,
    command.args?.placeholder,
    ...(command.confirm?.fields ?? []).map((field) => field.label),
  ].filter((key): key is string => typeof key === "string");
}

const noop = () => undefined;

describe("command registry contract", () => {
  it("registers every declared command once, with unique ids prefixed by their module", () => {
    const ids = getCommands().map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const command of allCommands) {
      expect(command.id.startsWith(`${command.module}.`)).toBe(true);
      expect(isCommandGroup(command.module), command.id).toBe(true);
    }
  });

  it("refuses a duplicate id", () => {
    const duplicate = { ...allCommands[0] };
    expect(() => registerCommands([duplicate])).toThrow(/already registered/);
    const twice = {
      id: "general.testTwice",
      title: "x",
      module: "general",
      surfaces: [],
      run: noop,
    } as const;
    expect(() => registerCommands([twice, twice])).toThrow(/already registered/);
  });

  it("has every title, menu label, argument placeholder and group label in Spanish and English", () => {
    const missing: string[] = [];
    const keys = [
      ...allCommands.flatMap(keysOf),
      ...commandGroups().map((group) => group.label),
      ...menuSections().map((section) => section.label),
      ...paneKinds().map((kind) => kind.title),
      "commands.confirm.reason",
      "commands.confirm.reasonHint",
      "commands.confirm.records_one",
      "commands.confirm.more",
      "commands.reasons.onlyPane",
      "commands.errors.denied",
      "commands.errors.disabled",
      "commands.errors.failed",
      "workspace.denied",
      "common.notAvailable.title",
      "common.notAvailable.body",
    ];
    for (const language of ["es", "en"]) {
      for (const key of keys) if (!translated(language, key)) missing.push(`${language}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it("requires only real modules and privileges", () => {
    for (const command of allCommands) {
      const requires = command.requires;
      if (!requires || typeof requires === "function") continue;
      const modules = typeof requires.module === "string" ? [requires.module] : requires.module;
      for (const module of modules) expect(MODULES).toContain(module);
      expect(PRIVILEGES).toContain(requires.privilege);
    }
    for (const kind of paneKinds()) for (const module of kind.modules) expect(MODULES).toContain(module);
  });

  it("never gives two commands one shortcut in the same scope", () => {
    expect(shortcutCollisions(getCommands())).toEqual([]);
  });

  it("gives no command by default a key the browser or the data table owns", () => {
    const taken = allCommands.filter(
      (command) => command.keys && shortcutConflict(command, command.keys, []),
    );
    expect(taken.map((command) => `${command.id} (${command.keys})`)).toEqual([]);
  });

  it("knows every command that asks before it changes data as confirming (issue 26: none asks inside run)", () => {
    const confirming = new Set<string>(
      allCommands.filter((command) => command.confirm).map((command) => command.id),
    );
    const switchesAndDeletions = [
      "system.toggleUserActive",
      "system.toggleGroupActive",
      "system.toggleRoleActive",
      "system.toggleModuleVisible",
      "dummy.toggleRole",
      "filters.toggleStatus",
      "filters.toggleOpenFilter",
      "filters.deleteFilter",
      "filters.deleteOpenFilter",
      "products.deletePlan",
      "products.deleteRate",
      "products.toggleRate",
      "products.publishRate",
      "products.generateUat",
      "products.togglePayment",
      "products.publishRateById",
      "products.toggleRateById",
      "products.togglePaymentById",
    ];
    expect(switchesAndDeletions.filter((id) => !confirming.has(id))).toEqual([]);
  });

  it("detects collisions: global against anything, pane against the same pane only", () => {
    const base = { title: "x", module: "general" as const, surfaces: [], run: noop };
    const global = { ...base, id: "general.a" as const, keys: "alt+shift+x" };
    const [users, logs] = [paneKindId("system.users"), paneKindId("system.logs")];
    const paneA = { ...base, id: "general.b" as const, keys: "alt+shift+y", pane: users };
    const paneB = { ...base, id: "general.c" as const, keys: "alt+shift+y", pane: logs };
    const paneA2 = { ...base, id: "general.d" as const, keys: "shift+alt+y", pane: users };
    const shadow = { ...base, id: "general.e" as const, keys: "alt+shift+x", pane: logs };
    expect(shortcutCollisions([global, paneA, paneB])).toEqual([]);
    expect(shortcutCollisions([paneA, paneA2])).toHaveLength(2);
    expect(shortcutCollisions([global, shadow])).toHaveLength(2);
  });

  it("points menu entries and pane-scoped commands at real pane kinds and their routes", () => {
    for (const command of allCommands) {
      if (command.pane) expect(paneKind(command.pane)).toBeDefined();
      if (command.menu) expect(command.menu.route).toBe(paneKind(command.menu.kind)?.route);
    }
  });

  it("maps every route of spec 1 §2 to a pane kind", () => {
    const routes = [
      "/index/main",
      "/index/user_profile",
      "/system/users",
      "/system/roles",
      "/system/groups",
      "/system/modules",
      "/system/logs",
      "/index/consulta_consumo",
      "/index/v9",
      "/index/dashboard",
      "/index/mails",
      "/index/filtros",
      "/index/dummy",
      "/index/componentList",
      "/index/servicetype",
      "/index/providers",
      "/index/gestion_usuarios",
    ];
    for (const route of routes) expect(matchPath(route), route).not.toBeNull();
  });
});
