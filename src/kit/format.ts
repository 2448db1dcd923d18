/** Dates of the system lists in the operator's language; '—' when there is none (never logged in). */
export function dateFormatter(language: string): (value: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (value) => (value ? format.format(new Date(value)) : "—");
}

/** "(GMT-06:00) Ciudad de México" → "Ciudad de México (GMT-06:00)": a select finds it by typing the city. */
export function timezoneLabel(title: string): string {
  const match = /^\((GMT[^)]*)\)\s*(.+)$/.exec(title);
  return match ? `${match[2]} (${match[1]})` : title;
}
