/**
 * Date-times in exports: the wall-clock time in the user's time zone, kept as milliseconds as if that time
 * were UTC. A spreadsheet date has no zone, so this is the number it must hold (Excel serial = ms / day +
 * 25569), and text formats write it as "yyyy-mm-dd hh:mm:ss", which spreadsheets read as a date.
 */
export type DateCell = { date: number };

const BUCKET_MS = 15 * 60_000; // zone offsets change on quarter hours at the finest
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's offset from UTC at an instant, in ms (memoised per quarter hour: a large export repeats them). */
function offsetAt(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / BUCKET_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = wall - Math.floor(ms / 1000) * 1000;
  offsets.set(key, offset);
  return offset;
}

/** A date-time value (ISO text or epoch ms) as a date cell in the zone; null when it is no date. */
export function toDateCell(value: string | number, timeZone: string): DateCell | null {
  const ms = typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? { date: ms + offsetAt(ms, timeZone) } : null;
}

export function isDateCell(value: unknown): value is DateCell {
  return typeof value === "object" && value !== null && "date" in value;
}

/** "2026-11-15 06:00:00": the wall-clock text of a date cell. */
export function dateText(cell: DateCell): string {
  return new Date(cell.date).toISOString().slice(0, 19).replace("T", " ");
}

/** Excel's serial day number (days since 1899-12-30, the fraction being the time of day). */
export function excelSerial(cell: DateCell): number {
  return cell.date / 86_400_000 + 25_569;
}
