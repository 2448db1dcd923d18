import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

// Large JSON answers travel compressed to a client that accepts it (browsers always do): a product list page of
// 669 KB arrives in about 30 KB. Small answers stay as they are (compressing them costs more than it saves),
// and so do event streams and file downloads.

/** A JSON answer this large or larger is compressed. */
export const COMPRESS_FROM_BYTES = 8 * 1024;

const JSON_TYPE = /^application\/json/;

/** c.json() answers carry no Content-Length: give JSON answers theirs, so the compression can skip small ones. */
const measureJson: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has("Content-Length") || !JSON_TYPE.test(c.res.headers.get("Content-Type") ?? "")) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set("Content-Length", String(body.byteLength));
};

/** Mount on the services, in this order: the compression wraps the measure. */
export const compressLargeJson: MiddlewareHandler[] = [
  compress({ threshold: COMPRESS_FROM_BYTES, contentTypeFilter: JSON_TYPE }),
  measureJson,
];
