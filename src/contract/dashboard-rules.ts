// The rules of the edge services (spec 2 §7, §9) that the console and the reference server share: areas,
// intervals, quantities, the chart's limit, the report's subjects and recipients, paging.

export const EDGE_AREAS = ["video", "api", "buffer"] as const;
export type EdgeArea = (typeof EDGE_AREAS)[number];

/** Spec 2 §7: devices look back 20 days, contents and events 6 days; devices and events list up to 1,000. */
export const EDGE_INTERVALS = { users: "P20D", devices: "P20D", contents: "P6D", events: "P6D" } as const;
export const DRILL_QUANTITY = 1000;
export const DEFAULT_PAGE_LENGTH = 25;
/** The edge list's window when the console names none: the last day. */
export const DEFAULT_EDGE_WINDOW = "P1D";
/** Longest window any call accepts (the seed keeps 30 days). */
export const MAX_WINDOW_MINUTES = 90 * 1440;
/** A histogram answers at most this many buckets per series: the client widens its buckets to fit. */
export const MAX_HISTOGRAM_POINTS = 5000;
/** Spec 2 §9: the chart shows the total and up to 6 edges, one colour each. */
export const MAX_HISTOGRAM_EDGES = 6;
/** Spec 2 §7: the report's subject ('Informe Edge API' and the other areas alike). */
export const REPORT_SUBJECTS: Record<EdgeArea, string> = {
  video: "Informe Edge Video",
  api: "Informe Edge API",
  buffer: "Informe Edge Buffer",
};
export const MAX_REPORT_RECIPIENTS = 20;

/** Splits and trims a recipient list, dropping empty entries. */
export function recipientList(email: string | readonly string[]): string[] {
  const parts = typeof email === "string" ? email.split(/[,;\s]+/) : email;
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One @, no spaces nor separators, a dot in the domain: what the report accepts as an address. */
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\.]+(\.[^\s@<>(),;:"[\]\\.]+)*\.[a-z]{2,}$/i;

export const isEmailAddress = (text: string) => text.length <= 254 && EMAIL.test(text);

/** The recipients that are not e-mail addresses (none means all are valid). */
export function invalidRecipients(recipients: readonly string[]): string[] {
  return recipients.filter((recipient) => !isEmailAddress(recipient));
}

export type Paging = { start?: number; length?: number; from?: number; quantity?: number };

/** start/length, else from/quantity, else from 0 with the call's default length. */
export function pageOf(query: Paging, defaultLength: number): { offset: number; limit: number } {
  return {
    offset: query.start ?? query.from ?? 0,
    limit: query.length ?? query.quantity ?? defaultLength,
  };
}
