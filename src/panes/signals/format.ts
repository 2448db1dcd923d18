// Signal dates travel as epoch seconds and are shown (and typed) in the operator's time zone: the browser's.

const pad = (n: number) => String(n).padStart(2, "0");

/** Epoch seconds as a datetime-local input value (local time, minutes). */
export function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as epoch seconds; NaN when it is not a date. */
export function fromLocalInput(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
    ? Math.floor(new Date(value).getTime() / 1000)
    : Number.NaN;
}

export function signalDate(language: string): (seconds: number) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return (seconds) => format.format(new Date(seconds * 1000));
}

/** Spec 2 §4 state codes. */
export const STATE_KEYS = ["active", "scheduled", "historic"] as const;
