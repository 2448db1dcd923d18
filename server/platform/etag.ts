import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../context.ts";

// Calls declared with `etag: true` (src/contract/define.ts): the answer's ETag is a digest of its body, so any
// change of what this caller would see (a write, a region granted) changes it, and nothing has to remember
// which writes touch which answers. A repeated request naming it in If-None-Match gets a 304 with no body.
// Weak: the compression (compression.ts) sends the same answer in other bytes.

const digestOfBody = etag({ weak: true });

/**
 * The browser keeps such an answer to revalidate it (private: no shared cache may), instead of the services'
 * no-store (security-headers.ts), which would leave it nothing to name in If-None-Match.
 */
export const revalidatedAnswer: MiddlewareHandler<AppEnv> = async (c, next) => {
  await digestOfBody(c, next);
  if (c.res.ok || c.res.status === 304) c.res.headers.set("Cache-Control", "private, no-cache");
};
