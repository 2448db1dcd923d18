import { describe, expect, it } from "vitest";
import type { AuthUser } from "../../src/contract/auth.ts";
import type { Filter } from "../../src/contract/filters-shapes.ts";
import { pickAction } from "../lib/operators.ts";
import { operatorActions, unchangedSave } from "./load-mix.ts";

const user = (rules: AuthUser["rules"], root: 0 | 1 = 0): AuthUser => ({
  user_id: 1001,
  name: "ana.lopez1",
  fullname: "Ana López",
  email: "ana.lopez1@staff.adm.test",
  root,
  region_id: 1,
  region: "mexico",
  tz_id: 1,
  rules,
  groups: [],
  regions: [
    { region_id: 1, name: "mexico", title: "México" },
    { region_id: 2, name: "colombia", title: "Colombia" },
  ],
  tenants: [],
});

const filter = {
  filter_id: 7,
  name: "Estrenos",
  description: "d",
  type: "M",
  status: "ACT",
} as Partial<Filter> as Filter;
const emailsByRegion = new Map([["colombia", ["a@correo.test", "b@correo.test"]]]);

describe("load mix", () => {
  it("gives an operator only the calls their rules allow, the own profile always", () => {
    const support = operatorActions(user([{ name: "consulta_consumo", privileges: { view: true } }]), {
      emailsByRegion,
      savableFilter: filter,
    });
    expect(support.map((a) => a.name)).toEqual(["own profile", "subscriber look-up"]);
    const editor = operatorActions(user([{ name: "filtros", privileges: { view: true, edit: true } }]), {
      emailsByRegion,
      savableFilter: filter,
    });
    expect(editor.map((a) => a.name)).toEqual(["own profile", "filter page", "filter save"]);
    const root = operatorActions(user([], 1), { emailsByRegion });
    expect(root.map((a) => a.name)).toEqual([
      "own profile",
      "subscriber look-up",
      "product list",
      "filter page",
      "AGU directory",
    ]);
  });

  it("looks subscribers up in a region the operator holds, through the declared path", () => {
    const [, lookup] = operatorActions(user([], 1), { emailsByRegion });
    expect(lookup.request(3)).toEqual({
      method: "GET",
      path: "/services/consulta_consumo/user/byemail?email=b%40correo.test&region=colombia",
    });
  });

  it("saves a filter back with its own values", () => {
    const save = operatorActions(user([], 1), { emailsByRegion, savableFilter: filter }).at(-1);
    expect(save?.request(0)).toEqual({
      method: "POST",
      path: "/services/v2/filters/save",
      body: JSON.stringify(unchangedSave(filter)),
    });
    expect(unchangedSave(filter).filter).toMatchObject({ filter_id: 7, name: "Estrenos", description: "d" });
  });

  it("picks actions in proportion to their weights", () => {
    const actions = operatorActions(user([], 1), { emailsByRegion }); // weights 1, 4, 2, 3, 2
    expect(pickAction(actions, 0).name).toBe("own profile");
    expect(pickAction(actions, 1 / 12).name).toBe("subscriber look-up");
    expect(pickAction(actions, 5 / 12).name).toBe("product list");
    expect(pickAction(actions, 0.999).name).toBe("AGU directory");
  });
});
