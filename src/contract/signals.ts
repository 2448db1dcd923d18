import { z } from "zod";
import { defineCalls, privilegeOn } from "./define.ts";
import { idParams } from "./fields.ts";
import { pageWindow, sortedSearch } from "./paging.ts";

// Open signals, "open streams" (spec 2 §2, §3, §7 /services/v1/openstream, module `ostream`). Dates travel as
// epoch seconds.

/** Spec 2 §4: 0 Activo, 1 Programado, 2 Historico (from the dates and the server's clock). */
export const SIGNAL_STATES = [0, 1, 2] as const;

export const signal = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  group_id: z.string(),
  liveref: z.string(),
  node_name: z.string(),
  bss_code: z.string(),
  type: z.string(),
  start_date: z.int(),
  end_date: z.int(),
  user_name: z.string(),
  status: z.int().min(0).max(2),
  published_at: z.int().nullable(),
  /** When it was cancelled (its dates are kept): Historico from then on. */
  cancelled_at: z.int().nullable(),
});
export type Signal = z.output<typeof signal>;

const epoch = z.coerce.number<number | string>().int().min(0).max(4_102_444_800);
const fields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(""),
  image_url: z.union([z.url().max(500), z.literal("")]).default(""),
  group_id: z.string().trim().min(1).max(50),
  liveref: z.string().trim().min(1).max(100),
  node_name: z.string().trim().min(1).max(100),
  bss_code: z.string().trim().min(1).max(50),
  start_date: epoch,
  end_date: epoch,
};
export const signalBody = z.object(fields);
export type SignalPayload = z.input<typeof signalBody>;

export const SIGNAL_SORT_FIELDS = [
  "title",
  "bss_code",
  "type",
  "node_name",
  "start_date",
  "end_date",
] as const;
export type SignalSortField = (typeof SIGNAL_SORT_FIELDS)[number];

const signalParams = idParams("signal_id");
const access = privilegeOn("ostream");
const dateErrors = ["signal_dates_equal", "signal_start_after_end", "signal_product_unknown"] as const;

export const signalCalls = defineCalls("signals", {
  listSignals: {
    summary:
      "Signals paged from/quantity, sorted, searched; status narrows to Activo, Programado or Historico",
    method: "GET",
    path: "/v1/openstream/list",
    query: z.object({
      ...pageWindow.fromQuantity(500, 10),
      ...sortedSearch(SIGNAL_SORT_FIELDS, { field: "start_date", order: "desc" }),
      status: z.enum(["0", "1", "2", "current"]).optional(),
    }),
    result: z.object({ recordsTotal: z.int(), recordsFiltered: z.int(), openstreams: z.array(signal) }),
    access: access("view"),
  },
  getSignal: {
    summary: "A signal",
    method: "GET",
    path: "/v1/openstream/list/:signal_id",
    params: signalParams,
    result: signal,
    errors: ["not_found"],
    access: access("view"),
  },
  createSignal: {
    summary: "Adds a signal (start and end different, start before end)",
    method: "POST",
    path: "/v1/openstream",
    body: signalBody,
    result: signal,
    errors: dateErrors,
    access: access("edit"),
    status: 201,
  },
  updateSignal: {
    summary: "Updates the signal whose _id the body carries",
    method: "PUT",
    path: "/v1/openstream",
    body: signalBody.extend({ _id: z.string().regex(/^[1-9]\d{0,9}$/) }),
    result: signal,
    errors: ["not_found", ...dateErrors],
    access: access("edit"),
  },
  cancelSignal: {
    summary: "Cancels a signal now, keeping its dates (a scheduled one never starts): it becomes Historico",
    method: "POST",
    path: "/v1/openstream/cancel/:signal_id",
    params: signalParams,
    result: signal,
    errors: ["not_found", "signal_already_ended"],
    access: access("edit"),
  },
  republishSignal: {
    summary: "Publishes the signal's document again (date recorded)",
    method: "POST",
    path: "/v1/openstream/republish/:signal_id",
    params: signalParams,
    result: signal,
    errors: ["not_found"],
    access: access("publish"),
  },
  listPaywayProducts: {
    summary: "Payway products a signal is sold under, with their BSS code and type",
    method: "GET",
    path: "/v1/openstream/payway",
    result: z.array(z.object({ bss_code: z.string(), type: z.string(), name: z.string() })),
    access: access("view"),
  },
});
