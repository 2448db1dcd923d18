import { describe, expect, it } from "vitest";
import type { DemoRole } from "../../../api/dummy";
import { demoRoleForm, initialForm, rolePayload, withActive } from "./role-form";

const editor: DemoRole = {
  role_id: 2,
  name: "editor_demo",
  title: "Editor",
  active: 1,
  view: 1,
  edit: 1,
  new: 0,
  delete: 0,
  publish: 0,
  groups: ["operaciones", "apa_uat"],
  last_login: null,
};

describe("demo role form (spec 2 §5)", () => {
  it("is valid only with a 2-character name, a title and one privilege", () => {
    const blank = initialForm("create");
    expect(demoRoleForm.safeParse({ ...blank, name: "ab", title: "T", view: true }).success).toBe(true);
    const issues = (form: object) =>
      demoRoleForm.safeParse(form).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...blank, name: "a", title: "T", view: true })).toEqual([["name", "dummy.form.nameMin"]]);
    expect(issues({ ...blank, name: "ab", title: "T" })).toEqual([
      ["privileges", "dummy.form.privilegeRequired"],
    ]);
  });

  it("starts a duplicate from the role with the _copy suffix, and sends groups as a list", () => {
    const form = initialForm("duplicate", editor);
    expect(form).toMatchObject({
      name: "editor_demo_copy",
      groups: "operaciones, apa_uat",
      edit: true,
      new: false,
    });
    expect(rolePayload(demoRoleForm.parse(form))).toEqual({
      name: "editor_demo_copy",
      title: "Editor",
      groups: ["operaciones", "apa_uat"],
      active: 1,
      view: 1,
      edit: 1,
      new: 0,
      delete: 0,
      publish: 0,
    });
  });

  it("sends a loaded role back unchanged but for its status", () => {
    expect(withActive(editor, 0)).toEqual({
      ...rolePayload(demoRoleForm.parse(initialForm("edit", editor))),
      active: 0,
    });
  });
});
