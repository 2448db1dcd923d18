import { z } from "zod";
import type { OwnProfile, OwnProfilePayload } from "../../api/profile";

/** The own-profile form's rules (spec 1 §5); an empty password keeps the current one. Messages: i18n keys. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, "system.form.required"),
  fullname: z.string().trim(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "system.users.emailInvalid"),
  region_id: z.string().min(1, "system.form.required"),
  tz_id: z.string().min(1, "system.form.required"),
  plain: z.string().refine((plain) => plain === "" || plain.length >= 8, "system.errors.password_weak"),
  /** Asked by the server for a new password or e-mail (issue 28 item 6); sent only when typed. */
  current_plain: z.string(),
});

export type ProfileForm = z.input<typeof profileFormSchema>;

export function initialProfileForm(profile: OwnProfile): ProfileForm {
  return {
    name: profile.name,
    fullname: profile.fullname,
    email: profile.email,
    region_id: String(profile.region_id),
    tz_id: String(profile.tz_id),
    plain: "",
    current_plain: "",
  };
}

/** An empty password keeps the current one; the current password goes only when typed. */
export function profilePayload(form: z.output<typeof profileFormSchema>): OwnProfilePayload {
  const payload: OwnProfilePayload = {
    name: form.name,
    email: form.email,
    region_id: Number(form.region_id),
    tz_id: Number(form.tz_id),
  };
  if (form.fullname) payload.fullname = form.fullname;
  if (form.plain) payload.plain = form.plain;
  if (form.current_plain) payload.current_plain = form.current_plain;
  return payload;
}
