import { z } from "zod";
import type { UserDetail, UserPayload } from "../../../api/users";
import { availabilityBlocks } from "../../../kit/availability";
import type { FormMode } from "../shared/dialogs";
import { profilesString } from "./group-rows";

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

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const row = z.object({
  group_id: z.number(),
  group_title: z.string(),
  profile_id: z.number(),
  profile_title: z.string(),
});

/**
 * Spec 1 §5: name, a valid e-mail, region, time zone and at least one group/role row; a password, when
 * typed, of 8 characters or more. Messages are i18n keys.
 */
export const userFormSchema = z.object({
  name: z.string().trim().min(1, "system.form.required"),
  fullname: z.string().trim(),
  email: z.string().trim().toLowerCase().regex(EMAIL, "system.users.emailInvalid"),
  plain: z
    .string()
    .refine((plain) => plain === "" || plain.length >= MIN_PASSWORD, "system.errors.password_weak"),
  region_id: z.string().min(1, "system.form.required"),
  tz_id: z.string().min(1, "system.form.required"),
  active: z.boolean(),
  root: z.boolean(),
  rows: z.array(row).min(1, "system.errors.user_profiles_required"),
});

export type UserForm = z.input<typeof userFormSchema>;

/** Each field's label, in the form's order: what "Guardar" waits for is named with them. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "system.users.name",
  email: "system.users.email",
  plain: "system.users.password",
  region_id: "system.users.region",
  tz_id: "system.users.timezone",
  rows: "system.users.rowsTitle",
};

/** Besides the schema: an e-mail another user has, or one still being checked, keeps the form from saving. */
export const emailBlocks = availabilityBlocks;

/**
 * Spec 1 §5: the timezone goes as tz_id and the rows as the profiles string. An empty password means an
 * invitation (create) or "unchanged" (edit); root is sent only by a root actor (the server refuses others).
 */
export function userPayload(form: z.output<typeof userFormSchema>, actorIsRoot: boolean): UserPayload {
  const payload: UserPayload = {
    name: form.name,
    email: form.email,
    region_id: Number(form.region_id),
    tz_id: Number(form.tz_id),
    active: form.active ? 1 : 0,
    root: actorIsRoot && form.root ? 1 : 0,
    profiles: profilesString(form.rows),
  };
  if (form.fullname) payload.fullname = form.fullname;
  if (form.plain) payload.plain = form.plain;
  return payload;
}
