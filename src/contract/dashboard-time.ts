// Time windows of the edge services (spec 2 §7: P20D, P6D…), shared by the console and the reference server.
// Windows are whole minutes: the monitoring data is stored per minute.

export const MINUTE_MS = 60_000;
const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** Minutes in an ISO 8601 duration made of weeks, days, hours and minutes ('P20D', 'PT90M'); null otherwise. */
export function durationMinutes(text: string): number | null {
  const match = DURATION.exec(text.trim().toUpperCase());
  if (!match || text.trim().toUpperCase().endsWith("T")) return null;
  const [, weeks, days, hours, minutes] = match.map((part) => (part === undefined ? 0 : Number(part)));
  const total = ((weeks * 7 + days) * 24 + hours) * 60 + minutes;
  return total > 0 ? total : null;
}

/** The shortest ISO 8601 duration of a number of minutes: 1440 → 'P1D', 90 → 'PT1H30M'. */
export function minutesDuration(total: number): string {
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}

/** [since, until) in minutes since the epoch. */
export type MinuteWindow = { since: number; until: number };

/** The window of `interval` minutes that ends at `until` (an instant in ms), rounded up to a whole minute. */
export function windowEnding(untilMs: number, intervalMinutes: number): MinuteWindow {
  const until = Math.ceil(untilMs / MINUTE_MS);
  return { since: until - intervalMinutes, until };
}

/** A window widened to whole buckets of `bucket` minutes (bucket boundaries are multiples of it). */
export function alignWindow(window: MinuteWindow, bucket: number): MinuteWindow {
  return {
    since: Math.floor(window.since / bucket) * bucket,
    until: Math.ceil(window.until / bucket) * bucket,
  };
}

export const isoMinute = (minute: number) => new Date(minute * MINUTE_MS).toISOString();
