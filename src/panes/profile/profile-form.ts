import type { OwnProfile, OwnProfilePayload } from "../../api/profile";

export type ProfileForm = {
  name: string;
  fullname: string;
  email: string;
  region_id: string;
  tz_id: string;
  plain: string;
};

export function initialProfileForm(profile: OwnProfile): ProfileForm {
  return {
    name: profile.name,
    fullname: profile.fullname,
    email: profile.email,
    region_id: String(profile.region_id),
    tz_id: String(profile.tz_id),
    plain: "",
  };
}

export function canSaveProfile(form: ProfileForm): boolean {
  return (
    form.name.trim() !== "" &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()) &&
    (form.plain === "" || form.plain.length >= 8)
  );
}

/** An empty password keeps the current one. */
export function profilePayload(form: ProfileForm): OwnProfilePayload {
  const payload: OwnProfilePayload = {
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    region_id: Number(form.region_id),
    tz_id: Number(form.tz_id),
  };
  if (form.fullname.trim()) payload.fullname = form.fullname.trim();
  if (form.plain) payload.plain = form.plain;
  return payload;
}
