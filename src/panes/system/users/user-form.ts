import type { UserDetail, UserPayload } from "../../../api/users";
import type { FormMode } from "../shared/dialogs";
import { type GroupRoleRow, profilesString } from "./group-rows";

export type UserForm = {
  name: string;
  fullname: string;
  email: string;
  region_id: string;
  tz_id: string;
  active: boolean;
  root: boolean;
  plain: string;
  rows: GroupRoleRow[];
};

export type EmailStatus = "unknown" | "checking" | "available" | "taken" | "error";

export const MIN_PASSWORD = 8;

/** Create starts blank; edit holds the user; duplicate copies everything but who the person is. */
export function initialUserForm(mode: FormMode, detail?: UserDetail, defaultRegionId?: number): UserForm {
  const rows = (detail?.group_profiles ?? []).map(({ group_id, group_title, profile_id, profile_title }) => ({
    group_id,
    group_title,
    profile_id,
    profile_title,
  }));
  const person = mode === "edit" && detail;
  return {
    name: person ? detail.name : "",
    fullname: person ? detail.fullname : "",
    email: person ? detail.email : "",
    region_id: String(detail?.region_id ?? defaultRegionId ?? ""),
    tz_id: detail ? String(detail.tz_id) : "",
    active: detail ? detail.active === 1 : true,
    root: detail ? detail.root === 1 : false,
    plain: "",
    rows: mode === "create" ? [] : rows,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field → i18n key of what keeps the form from being saved. */
export function userFormIssues(form: UserForm, emailStatus: EmailStatus): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!form.name.trim()) issues.name = "system.form.required";
  if (!EMAIL.test(form.email.trim())) issues.email = "system.users.emailInvalid";
  else if (emailStatus === "taken") issues.email = "system.users.emailTaken";
  if (!form.region_id) issues.region_id = "system.form.required";
  if (!form.tz_id) issues.tz_id = "system.form.required";
  if (form.plain !== "" && form.plain.length < MIN_PASSWORD) issues.plain = "system.errors.password_weak";
  if (form.rows.length === 0) issues.profiles = "system.errors.user_profiles_required";
  return issues;
}

/**
 * Spec 1 §5: the timezone goes as tz_id and the rows as the profiles string. An empty password means an
 * invitation (create) or "unchanged" (edit); root is sent only by a root actor (the server refuses others).
 */
export function userPayload(form: UserForm, actorIsRoot: boolean): UserPayload {
  const payload: UserPayload = {
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    region_id: Number(form.region_id),
    tz_id: Number(form.tz_id),
    active: form.active ? 1 : 0,
    root: actorIsRoot && form.root ? 1 : 0,
    profiles: profilesString(form.rows),
  };
  if (form.fullname.trim()) payload.fullname = form.fullname.trim();
  if (form.plain) payload.plain = form.plain;
  return payload;
}
