import { describe, expect, it } from "vitest";
import { type Rankable, rankItems } from "./rank";

const items: Rankable[] = [
  { id: "system.openUsers", title: "Ir a Usuarios", keywords: ["usuarios", "users"], group: "Sistema" },
  { id: "system.openGroups", title: "Ir a Grupos", keywords: ["grupos", "groups"], group: "Sistema" },
  { id: "system.openModules", title: "Ir a Módulos", keywords: ["módulos", "modules"], group: "Sistema" },
  { id: "agu.openUsers", title: "Ir a Administración de usuarios AGU", keywords: ["agu"], group: "AGU" },
  {
    id: "workspace.splitRight",
    title: "Dividir el panel a la derecha",
    keywords: ["split"],
    group: "Espacio",
  },
  { id: "workspace.splitDown", title: "Dividir el panel hacia abajo", keywords: ["split"], group: "Espacio" },
  { id: "mails.openList", title: "Mails", keywords: ["correos"], group: "Mails" },
];
const ids = (query: string, boosts?: Map<string, number>) =>
  rankItems(items, query, boosts).map((i) => items[i].id);

describe("palette ranking", () => {
  it("tolerates a typo", () => {
    expect(ids("usarios")[0]).toBe("system.openUsers");
    expect(ids("grupso")[0]).toBe("system.openGroups");
  });

  it("ignores accents and case", () => {
    expect(ids("MODULOS")[0]).toBe("system.openModules");
  });

  it("accepts terms out of order", () => {
    expect(ids("derecha dividir")[0]).toBe("workspace.splitRight");
  });

  it("puts a prefix match before a word match, a word match before a fuzzy one", () => {
    const tiers: Rankable[] = [
      { id: "fuzzy", title: "Ir a Usuraios viejos" },
      { id: "mid", title: "Administración de usuarios" },
      { id: "prefix", title: "Usuarios" },
    ];
    const order = (boosts?: Map<string, number>) =>
      rankItems(tiers, "usuarios", boosts).map((i) => tiers[i].id);
    expect(order()).toEqual(["prefix", "mid", "fuzzy"]);
    expect(order(new Map([["fuzzy", 1000]]))).toEqual(["prefix", "mid", "fuzzy"]);
    expect(ids("mai")[0]).toBe("mails.openList");
  });

  it("boosts recent and frequent items within their tier, never above a better tier", () => {
    expect(ids("usuarios", new Map([["agu.openUsers", 8]])).slice(0, 2)).toEqual([
      "agu.openUsers",
      "system.openUsers",
    ]);
    expect(ids("dividir", new Map([["workspace.splitDown", 3]]))[0]).toBe("workspace.splitDown");
    expect(ids("mai", new Map([["system.openUsers", 100]]))[0]).toBe("mails.openList");
  });

  it("keeps the given order on an empty query", () => {
    expect(ids("")).toEqual(items.map((item) => item.id));
  });

  it("ranks 10,000 candidates quickly", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `n${i}`,
      title: `Abonado ${i} correo${i}@example.com`,
    }));
    rankItems(many, "abonado 12");
    const start = performance.now();
    const result = rankItems(many, "correo1234");
    expect(performance.now() - start).toBeLessThan(200);
    expect(many[result[0]].id).toBe("n1234");
  });
});
