import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

// Large JSON answers and CSV downloads travel compressed to a client that accepts it (browsers always do): a
// product list page of 669 KB arrives in about 30 KB. Small answers stay as they are (compressing them costs
// more than it saves), and so do event streams.

/** A JSON or CSV answer this large or larger is compressed. */
export const COMPRESS_FROM_BYTES = 8 * 1024;

const JSON_OR_CSV_TYPE = /^(application\/json|text\/csv)\b/;

/**
 * Mount on the services. The envelopes and CSV files carry their Content-Length (envelope.ts,
 * filters/answers.ts), by which small ones are skipped.
 */
export const compressLargeAnswers: MiddlewareHandler = compress({
  threshold: COMPRESS_FROM_BYTES,
  contentTypeFilter: JSON_OR_CSV_TYPE,
});
