import { describe, expect, it } from "vitest";
import { initialRoleForm, nameBlocks, type RoleForm, roleFormSchema, rolePayload } from "./role-form";

const canSave = (form: RoleForm, status: Parameters<typeof nameBlocks>[0]) =>
  roleFormSchema.safeParse(form).success && !nameBlocks(status);

const form = (extra: Partial<RoleForm> = {}): RoleForm => ({
  ...initialRoleForm("create"),
  name: "auditor",
  title: "Auditor",
  view: true,
  ...extra,
});

describe("role form: save enabled rule (spec 1 §5)", () => {
  it("needs name, title and at least one privilege, reported on `privileges`", () => {
    const none = roleFormSchema.safeParse(form({ view: false }));
    expect(none.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["privileges", "system.errors.system_profile_privilege_required"],
    ]);
    expect(canSave(form(), "available")).toBe(true);
    expect(canSave(form({ name: "  " }), "unknown")).toBe(false);
    expect(canSave(form({ title: "" }), "available")).toBe(false);
    expect(canSave(form({ view: false }), "available")).toBe(false);
    for (const privilege of ["edit", "new", "delete", "publish"] as const) {
      expect(canSave(form({ view: false, [privilege]: true }), "available")).toBe(true);
    }
  });

  it("stays disabled while the name is taken or still being checked", () => {
    expect(canSave(form(), "taken")).toBe(false);
    expect(canSave(form(), "checking")).toBe(false);
    expect(canSave(form(), "error")).toBe(true);
  });

  it("sends privileges as 0/1 and duplicates under a new name", () => {
    expect(rolePayload(roleFormSchema.parse(form({ name: " auditor " })))).toEqual({
      name: "auditor",
      title: "Auditor",
      active: 1,
      view: 1,
      edit: 0,
      new: 0,
      delete: 0,
      publish: 0,
      personal: 0,
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
      personal: false,
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
