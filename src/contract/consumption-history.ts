import { z } from "zod";
import { defineCalls } from "./define.ts";
import { positiveId } from "./fields.ts";
import { auditDetail } from "./logs.ts";

// A subscriber's case history (issue 32): every audit row about them, whoever acted, newest first. The rows
// carry the subscriber as their subject, so a page is one index range of the audit log at any size.

/** The audit actions about a subscriber, in the order the history's filter lists them. */
export const HISTORY_ACTIONS = [
  "end_user_lookup",
  "subscription_cancel",
  "subscription_terminate",
  "end_user_email_update",
  "end_user_delete",
  "export",
  "personal_data_reveal",
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * The audit subject of an end user: their id, which an e-mail change keeps, and their region, which no
 * action changes, so the history of a deleted subscriber is still found and scoped by region.
 */
export function subscriberSubject(region: string, idUsuario: number): string {
  return `end_user:${region}:${idUsuario}`;
}

const SUBSCRIBER_SUBJECT = /^end_user:([^:]+):\d+$/;

/** The region of an end user's audit subject, or null for a text that is not one. */
export function regionOfSubject(subject: string): string | null {
  return SUBSCRIBER_SUBJECT.exec(subject)?.[1] ?? null;
}

export const HISTORY_PAGE_MAX = 200;

export const historyEntry = z.object({
  log_id: z.int(),
  datetime: z.string(),
  user: z.string(),
  action: z.string(),
  message: z.string(),
  detail: auditDetail,
});
export type HistoryEntry = z.output<typeof historyEntry>;

export const historyPage = z.object({
  entries: z.array(historyEntry),
  /** The `before` cursor of the next page; null on the last one. */
  next: z.int().nullable(),
});
export type HistoryPage = z.output<typeof historyPage>;

export const historyQuery = z.object({
  region: z.string().trim().max(40).optional(),
  id_usuario: positiveId,
  action: z.enum(HISTORY_ACTIONS).optional(),
  /** The operator (their e-mail, exactly as the audit log names them). */
  user: z.string().trim().min(1).max(254).optional(),
  /** Keyset cursor: only rows older than this log_id. */
  before: positiveId.optional(),
  quantity: z.coerce.number<number>().int().min(1).max(HISTORY_PAGE_MAX).default(50),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export const consumptionHistoryCalls = defineCalls("consumption", {
  listHistory: {
    method: "GET",
    summary: "A subscriber's case history: the audit rows about them, newest first, keyset-paged by log_id",
    path: "/consulta_consumo/user/history",
    query: historyQuery,
    result: historyPage,
    // Whoever may look the subscriber up may read what was done to them (in the regions they hold).
    access: { module: "consulta_consumo", privilege: "view" },
  },
});
