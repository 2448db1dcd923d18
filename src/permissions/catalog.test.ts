import { describe, expect, it } from "vitest";
import { can } from "./catalog";

describe("can", () => {
  const agent = { root: 0, rules: [{ name: "consulta_consumo", privileges: { view: true, edit: true } }] };

  it("grants what a rule gives and nothing else", () => {
    expect(can(agent, "consulta_consumo", "view")).toBe(true);
    expect(can(agent, "consulta_consumo", "delete")).toBe(false);
    expect(can(agent, "user", "view")).toBe(false);
  });

  it("lets root through everything, whatever the rules say", () => {
    expect(can({ root: "1", rules: [] }, "user", "delete")).toBe(true);
  });

  it("refuses a missing session", () => {
    expect(can(null, "consulta_consumo", "view")).toBe(false);
  });
});
