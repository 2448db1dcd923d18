import { describe, expect, it } from "vitest";
import type { SessionUser } from "../session/store";
import "../shell/modules";
import { deriveMenu, type MenuItem } from "./menu";
import { getCommands } from "./registry";

const allCommands = getCommands();

function sessionOf(modules: string[] | "root") {
  const user = {
    root: modules === "root" ? 1 : 0,
    rules: modules === "root" ? [] : modules.map((name) => ({ name, privileges: { view: true } })),
  } as unknown as SessionUser;
  return { user, region: "mexico", tenant: "video" };
}

/** "system > system.users" style outline: a section's id, an entry's `<namespace>.<screen>`. */
function outline(items: MenuItem[]): string[] {
  const entry = (key: string) => key.replace(".screens.", ".").replace(/\.menu$/, "");
  const section = (key: string) => key.split(".").pop();
  return items.flatMap((item) =>
    item.type === "entry"
      ? [entry(item.entry.label)]
      : item.entries.map((child) => `${section(item.label)} > ${entry(child.label)}`),
  );
}

describe("side menu derivation", () => {
  it("shows root the legacy console's whole menu, in its order", () => {
    expect(outline(deriveMenu(allCommands, sessionOf("root")))).toEqual([
      "system > system.users",
      "system > system.groups",
      "system > system.roles",
      "system > system.logs",
      "system > system.modules",
      "system > system.personalData",
      "dummy.demo",
      "dummy.components",
      "mails.list",
      "edges > edges.video",
      "edges > edges.videoUsers",
      "edges > edges.api",
      "edges > edges.apiUsers",
      "edges > edges.buffer",
      "edges > edges.bufferUsers",
      "dashboard.home",
      "consumption.lookup",
      "servicetype.test",
      "agu.users",
      "products > products.list",
      "products > products.promotionList",
      "content > filters.list",
      "apa > apa.publications",
      "apa > apa.history",
      "signals > signals.list",
      "providers.list",
    ]);
  });

  it("applies spec 1 §6's menu↔module map", () => {
    expect(outline(deriveMenu(allCommands, sessionOf(["logs"])))).toEqual(["system > system.logs"]);
    expect(outline(deriveMenu(allCommands, sessionOf(["user", "roles", "groups"])))).toEqual([
      "system > system.users",
      "system > system.groups",
      "system > system.roles",
    ]);
    expect(outline(deriveMenu(allCommands, sessionOf(["dummy"])))).toEqual([
      "dummy.demo",
      "dummy.components",
    ]);
    expect(outline(deriveMenu(allCommands, sessionOf(["dashboard"])))).toContain("dashboard.home");
    expect(outline(deriveMenu(allCommands, sessionOf(["dashboard"])))).toContain("edges > edges.bufferUsers");
    expect(outline(deriveMenu(allCommands, sessionOf(["clients"])))).toEqual(["agu.users"]);
    expect(outline(deriveMenu(allCommands, sessionOf(["consulta_consumo", "ostream"])))).toEqual([
      "consumption.lookup",
      "signals > signals.list",
    ]);
    for (const apa of ["admapa", "apauat"]) {
      expect(outline(deriveMenu(allCommands, sessionOf([apa])))).toEqual([
        "apa > apa.publications",
        "apa > apa.history",
      ]);
    }
    // Spec 2 §6: without admapa or apauat a user has no APA (the legacy map's apa alone is not enough).
    expect(deriveMenu(allCommands, sessionOf(["apa"]))).toEqual([]);
    expect(deriveMenu(allCommands, sessionOf([]))).toEqual([]);
    expect(deriveMenu(allCommands, { user: null, region: "mexico", tenant: "video" })).toEqual([]);
  });

  it("hides the Sistema section from a user whose only system modules are groups or roles (system needs users or logs)", () => {
    expect(deriveMenu(allCommands, sessionOf(["groups"]))).toEqual([]);
    expect(outline(deriveMenu(allCommands, sessionOf(["groups", "roles", "modules", "dummy"])))).toEqual([
      "dummy.demo",
      "dummy.components",
    ]);
    expect(outline(deriveMenu(allCommands, sessionOf(["groups", "logs"])))).toEqual([
      "system > system.groups",
      "system > system.logs",
    ]);
  });
});
