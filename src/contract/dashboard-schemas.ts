import { z } from "zod";
import {
  DEFAULT_EDGE_WINDOW,
  DRILL_QUANTITY,
  EDGE_AREAS,
  EDGE_INTERVALS,
  MAX_HISTOGRAM_EDGES,
  MAX_REPORT_RECIPIENTS,
  MAX_WINDOW_MINUTES,
} from "./dashboard-rules.ts";
import { durationMinutes } from "./dashboard-time.ts";

// The parameters of the edge services (spec 2 §7): paging, windows, filters and the report's body. Their
// results are in dashboard-results.ts, the calls in dashboard.ts.

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const edgeId = z.string().trim().min(1).max(40);
const instant = z.iso.datetime({ offset: true });
const interval = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((text) => {
      const minutes = durationMinutes(text);
      return minutes !== null && minutes <= MAX_WINDOW_MINUTES;
    });

/**
 * Paging of spec 2 §7 (start, length, draw) or the shared convention (from, quantity): either pair, start
 * and length win. The window is `interval` (ISO 8601 duration) ending at `until` (default: now).
 */
const paged = (maxLength: number) => ({
  draw: count(1_000_000_000).default(1),
  start: count(Number.MAX_SAFE_INTEGER).optional(),
  length: z.coerce.number().int().min(1).max(maxLength).optional(),
  from: count(Number.MAX_SAFE_INTEGER).optional(),
  quantity: z.coerce.number().int().min(1).max(maxLength).optional(),
});
const windowed = (fallback: string) => ({ interval: interval(fallback), until: instant.optional() });

export const areaParam = z.object({ area: z.enum(EDGE_AREAS) });

export const edgesQuery = z.object({
  ...paged(500),
  ...windowed(DEFAULT_EDGE_WINDOW),
  /** The start of an edge number or host (the palette's jump to an edge): letters, digits, dots and dashes. */
  search: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]*$/)
    .max(60)
    .optional(),
});

export const histogramQuery = z.object({
  ...windowed(DEFAULT_EDGE_WINDOW),
  /** Bucket size in minutes. */
  bucket: z.coerce.number().int().min(1).max(1440),
  /** Edge ids, comma-separated: one series each besides the total. */
  edges: z
    .string()
    .trim()
    .max(400)
    .default("")
    .transform((text) => [...new Set(text.split(",").map((part) => part.trim()))].filter(Boolean))
    .refine((ids) => ids.length <= MAX_HISTOGRAM_EDGES),
});

export const usersQuery = z.object({
  ...paged(500),
  ...windowed(EDGE_INTERVALS.users),
  edge_id: edgeId.optional(),
  /** The start of an end user's e-mail (a whole address finds that user). */
  email: z.string().trim().toLowerCase().max(254).optional(),
});

export const devicesQuery = z.object({
  ...paged(DRILL_QUANTITY),
  ...windowed(EDGE_INTERVALS.devices),
  user_id: id,
  edge_id: edgeId,
});

export const contentsQuery = z.object({
  ...paged(500),
  ...windowed(EDGE_INTERVALS.contents),
  user_id: id,
  device_id: z.string().trim().min(1).max(80),
  edge_id: edgeId,
});

export const eventsQuery = z.object({
  ...paged(DRILL_QUANTITY),
  ...windowed(EDGE_INTERVALS.events),
  user_id: id,
  device_id: z.string().trim().min(1).max(80),
  content_id: id,
  edge_id: edgeId,
});

export const eventParam = z.object({ area: z.enum(EDGE_AREAS), id });

/** Spec 2 §7's shared mail shape: recipients (comma or semicolon separated), subject, HTML body. */
export const reportBody = z.object({
  email: z.union([z.string().max(5000), z.array(z.string().max(254)).max(MAX_REPORT_RECIPIENTS)]),
  subject: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(200_000),
});
