import { describe, expect, it } from "vitest";
import type { UserDetail } from "../../../api/users";
import { emailBlocks, initialUserForm, type UserForm, userFormSchema, userPayload } from "./user-form";

/** Field → i18n key of what keeps the form from being saved. */
function issues(form: UserForm): Record<string, string> {
  const result = userFormSchema.safeParse(form);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const detail: UserDetail = {
  user_id: 9,
  name: "lucia",
  fullname: "Lucía Nueva",
  email: "lucia@adm.test",
  region_id: 441,
  tz_id: 2,
  active: 1,
  root: 0,
  created_at: "2026-01-01T00:00:00Z",
  last_login: null,
  profiles: "2,4",
  group_profiles: [
    {
      group_id: 2,
      group_name: "s",
      group_title: "Soporte",
      profile_id: 4,
      profile_title: "Soporte",
      active: "1",
    },
  ],
};

const valid = (extra: Partial<UserForm> = {}): UserForm => ({
  ...initialUserForm("edit", detail),
  ...extra,
});

describe("user form", () => {
  it("edit holds the user; duplicate copies the rows but not who the person is; create starts empty", () => {
    expect(initialUserForm("edit", detail)).toMatchObject({
      name: "lucia",
      email: "lucia@adm.test",
      region_id: "441",
    });
    const copy = initialUserForm("duplicate", detail);
    expect(copy).toMatchObject({ name: "", email: "", fullname: "", region_id: "441", tz_id: "2" });
    expect(copy.rows.map((r) => r.group_id)).toEqual([2]);
    expect(initialUserForm("create", undefined, 441)).toMatchObject({
      rows: [],
      region_id: "441",
      active: true,
    });
  });

  it("is savable with a name, an e-mail not taken, region, time zone and at least one row", () => {
    expect(issues(valid())).toEqual({});
    expect(issues(valid({ rows: [] }))).toEqual({ rows: "system.errors.user_profiles_required" });
    expect(emailBlocks("taken")).toBe(true);
    expect(emailBlocks("checking")).toBe(true);
    expect(emailBlocks("available")).toBe(false);
    expect(issues(valid({ email: "nope" }))).toEqual({ email: "system.users.emailInvalid" });
    expect(issues(valid({ plain: "short" }))).toEqual({ plain: "system.errors.password_weak" });
    expect(issues(valid({ name: " ", tz_id: "" }))).toEqual({
      name: "system.form.required",
      tz_id: "system.form.required",
    });
  });

  it("sends tz_id and the profiles string; an empty password is left out; root only from a root actor", () => {
    const form = userFormSchema.parse(valid({ email: " Lucia@ADM.test ", root: true, plain: "" }));
    expect(userPayload(form, false)).toEqual({
      name: "lucia",
      fullname: "Lucía Nueva",
      email: "lucia@adm.test",
      region_id: 441,
      tz_id: 2,
      active: 1,
      root: 0,
      profiles: "2,4",
    });
    expect(userPayload({ ...form, plain: "Clave-Larga-1" }, true)).toMatchObject({
      root: 1,
      plain: "Clave-Larga-1",
    });
  });
});
