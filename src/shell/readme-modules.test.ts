import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MODULES } from "./modules";

// README.md's Modules table names every module of the composition root, one row each, with its routes.

function moduleRows(): Map<string, string> {
  const section = readFileSync("README.md", "utf8").match(/^## Modules\n([\s\S]*?)^## /m)?.[1] ?? "";
  const rows = section.split("\n").filter((line) => /^\| `[a-z]+` \|/.test(line));
  return new Map(rows.map((row) => [row.match(/^\| `([a-z]+)`/)?.[1] ?? "", row]));
}

describe("the README's Modules table", () => {
  const rows = moduleRows();

  it("has one row per module, in the composition root's order", () => {
    expect([...rows.keys()]).toEqual(MODULES.map((module) => module.id));
  });

  it("names each module's screen routes", () => {
    for (const module of MODULES) {
      const missing = (module.screens ?? [])
        .map((screen) => screen.route)
        .filter((route) => !rows.get(module.id)?.includes(route.replace(/\/(users|devices)$/, "")));
      expect(missing, module.id).toEqual([]);
    }
  });
});
