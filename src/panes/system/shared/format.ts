/** Dates of the system lists in the operator's language; '—' when there is none (never logged in). */
export function dateFormatter(language: string): (value: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (value) => (value ? format.format(new Date(value)) : "—");
}
