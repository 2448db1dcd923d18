import { useQuery } from "@tanstack/react-query";
import { timezonesQuery } from "../api/system-pickers";
import type { Region } from "../session/store";
import { timezoneLabel } from "./format";

/** The regions a user may be given: every one but the 'generic' placeholder. */
export function regionOptions(regions: readonly Region[] | undefined) {
  return (regions ?? [])
    .filter((region) => region.name !== "generic")
    .map((region) => ({ value: region.region_id, label: region.title }));
}

/** Every timezone, labelled by its city first. */
export function useTimezoneOptions() {
  const timezones = useQuery(timezonesQuery());
  return (timezones.data ?? []).map((tz) => ({ value: tz.tz_id, label: timezoneLabel(tz.title) }));
}
