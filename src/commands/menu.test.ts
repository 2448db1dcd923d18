import { describe, expect, it } from "vitest";
import type { SessionUser } from "../session/store";
import { allCommands } from "./index";
import { deriveMenu, type MenuItem } from "./menu";

function sessionOf(modules: string[] | "root") {
  const user = {
    root: modules === "root" ? 1 : 0,
    rules: modules === "root" ? [] : modules.map((name) => ({ name, privileges: { view: true } })),
  } as unknown as SessionUser;
  return { user, region: "mexico", tenant: "video" };
}

/** "Sistema > Usuarios" style outline with i18n keys shortened to their last part. */
function outline(items: MenuItem[]): string[] {
  const short = (key: string) => key.split(".").pop();
  return items.flatMap((item) =>
    item.type === "entry"
      ? [short(item.entry.label) as string]
      : item.entries.map((entry) => `${short(item.label)} > ${short(entry.label)}`),
  );
}

describe("side menu derivation", () => {
  it("shows root the legacy console's whole menu, in its order", () => {
    expect(outline(deriveMenu(allCommands, sessionOf("root")))).toEqual([
      "system > users",
      "system > groups",
      "system > roles",
      "system > logs",
      "system > modules",
      "dummy",
      "componentList",
      "mails",
      "edges > videoEdges",
      "edges > videoEdgesUsers",
      "edges > apiEdges",
      "edges > apiEdgesUsers",
      "edges > bufferEdges",
      "edges > bufferEdgesUsers",
      "dashboard",
      "consumption",
      "serviceType",
      "agu",
      "products > productList",
      "products > promotionList",
      "content > filters",
      "apa > apaPublications",
      "apa > apaHistory",
      "signals > signalList",
      "providers",
    ]);
  });

  it("applies spec 1 §6's menu↔module map", () => {
    expect(outline(deriveMenu(allCommands, sessionOf(["logs"])))).toEqual(["system > logs"]);
    expect(outline(deriveMenu(allCommands, sessionOf(["user", "roles", "groups"])))).toEqual([
      "system > users",
      "system > groups",
      "system > roles",
    ]);
    expect(outline(deriveMenu(allCommands, sessionOf(["dummy"])))).toEqual(["dummy", "componentList"]);
    expect(outline(deriveMenu(allCommands, sessionOf(["dashboard"])))).toContain("dashboard");
    expect(outline(deriveMenu(allCommands, sessionOf(["dashboard"])))).toContain("edges > bufferEdgesUsers");
    expect(outline(deriveMenu(allCommands, sessionOf(["clients"])))).toEqual(["agu"]);
    expect(outline(deriveMenu(allCommands, sessionOf(["consulta_consumo", "ostream"])))).toEqual([
      "consumption",
      "signals > signalList",
    ]);
    for (const apa of ["admapa", "apauat", "apa"]) {
      expect(outline(deriveMenu(allCommands, sessionOf([apa])))).toEqual([
        "apa > apaPublications",
        "apa > apaHistory",
      ]);
    }
    expect(deriveMenu(allCommands, sessionOf([]))).toEqual([]);
    expect(deriveMenu(allCommands, { user: null, region: "mexico", tenant: "video" })).toEqual([]);
  });

  it("hides the Sistema section from a user whose only system modules are groups or roles (system needs users or logs)", () => {
    expect(deriveMenu(allCommands, sessionOf(["groups"]))).toEqual([]);
    expect(outline(deriveMenu(allCommands, sessionOf(["groups", "roles", "modules", "dummy"])))).toEqual([
      "dummy",
      "componentList",
    ]);
    expect(outline(deriveMenu(allCommands, sessionOf(["groups", "logs"])))).toEqual([
      "system > groups",
      "system > logs",
    ]);
  });
});
