import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { regionsQuery } from "../../../api/base";
import { type Timezone, timezonesQuery } from "../../../api/system-pickers";
import type { Region } from "../../../session/store";

/** The time zone people in each region live by (the regions list carries none). */
export const REGION_TIMEZONES: Readonly<Record<string, string>> = {
  mexico: "America/Mexico_City",
  chile: "America/Santiago",
  colombia: "America/Bogota",
  argentina: "America/Argentina/Buenos_Aires",
  peru: "America/Lima",
  brasil: "America/Sao_Paulo",
  ecuador: "America/Guayaquil",
  guatemala: "America/Guatemala",
  costa_rica: "America/Costa_Rica",
  uruguay: "America/Montevideo",
  paraguay: "America/Asuncion",
  el_salvador: "America/El_Salvador",
  honduras: "America/Tegucigalpa",
  nicaragua: "America/Managua",
  panama: "America/Panama",
  dominicana: "America/Santo_Domingo",
  bolivia: "America/La_Paz",
};

/** The tz_id (as the form holds it) of a region's time zone, when both lists know it. */
export function regionTimezoneId(
  regionId: string,
  regions: readonly Region[] | undefined,
  timezones: readonly Timezone[] | undefined,
): string | undefined {
  const region = regions?.find((r) => String(r.region_id) === regionId);
  const zone = region && timezones?.find((tz) => tz.name === REGION_TIMEZONES[region.name]);
  return zone ? String(zone.tz_id) : undefined;
}

/**
 * Keeps the time zone on the region's while the operator has not chosen one: a blank time zone takes the
 * region's, and so does one this hook set when the region changes. A time zone picked by hand stays.
 */
export function useRegionTimezone(regionId: string, tzId: string, setTz: (tzId: string) => void): void {
  const regions = useQuery(regionsQuery());
  const timezones = useQuery(timezonesQuery());
  const chosenByUs = useRef<string | null>(null);
  useEffect(() => {
    const zone = regionTimezoneId(regionId, regions.data, timezones.data);
    if (!zone || zone === tzId || (tzId !== "" && tzId !== chosenByUs.current)) return;
    chosenByUs.current = zone;
    setTz(zone);
  }, [regionId, tzId, regions.data, timezones.data, setTz]);
}
