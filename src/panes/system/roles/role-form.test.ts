import { describe, expect, it } from "vitest";
import { canSaveRole, initialRoleForm, type RoleForm, rolePayload } from "./role-form";

const form = (extra: Partial<RoleForm> = {}): RoleForm => ({
  ...initialRoleForm("create"),
  name: "auditor",
  title: "Auditor",
  view: true,
  ...extra,
});

describe("role form: save enabled rule (spec 1 §5)", () => {
  it("needs name, title and at least one privilege", () => {
    expect(canSaveRole(form(), "available")).toBe(true);
    expect(canSaveRole(form({ name: "  " }), "unknown")).toBe(false);
    expect(canSaveRole(form({ title: "" }), "available")).toBe(false);
    expect(canSaveRole(form({ view: false }), "available")).toBe(false);
    for (const privilege of ["edit", "new", "delete", "publish"] as const) {
      expect(canSaveRole(form({ view: false, [privilege]: true }), "available")).toBe(true);
    }
  });

  it("stays disabled while the name is taken or still being checked", () => {
    expect(canSaveRole(form(), "taken")).toBe(false);
    expect(canSaveRole(form(), "checking")).toBe(false);
    expect(canSaveRole(form(), "error")).toBe(true);
  });

  it("sends privileges as 0/1 and duplicates under a new name", () => {
    expect(rolePayload(form())).toEqual({
      name: "auditor",
      title: "Auditor",
      active: 1,
      view: 1,
      edit: 0,
      new: 0,
      delete: 0,
      publish: 0,
    });
    const row = {
      profile_id: 3,
      name: "editor",
      title: "Editor",
      active: 1,
      view: true,
      edit: true,
      new: false,
      delete: false,
      publish: true,
      users: 2,
      last_login: null,
      groups: [],
    };
    expect(initialRoleForm("duplicate", row)).toMatchObject({
      name: "editor_copia",
      title: "Editor (copia)",
      publish: true,
      edit: true,
    });
  });
});
