import type { MiddlewareHandler } from "hono";
import { ApiError } from "../envelope.ts";
import { type BodyLimits, exceedsJsonShape } from "./body-limits.ts";

// One gate in front of every mounted /services call (mountRoutes), so that no call has to remember it:
// text holding a NUL byte or a lone UTF-16 surrogate is refused wherever it appears (path, query string,
// JSON keys and values), and a request body must be JSON.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text a database column, a log line or a spreadsheet can hold as it is. */
function isCleanText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** The top-level field holding unclean text (a key or a value, at any depth), or null when all is clean. */
function uncleanField(value: unknown, field: string | null = null): string | null | undefined {
  if (typeof value === "string") return isCleanText(value) ? undefined : field;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = field ?? key;
    if (!isCleanText(key)) return at;
    const found = uncleanField(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuse(field: string | null): never {
  throw new ApiError("invalid_request", field ? { datafield: field } : {});
}

function mimeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/** A call declared with `formBody` (the spec's form posts) may send an urlencoded form. */
function formFields(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    refuse(null);
  }
}

/**
 * A query string's names and values must decode as UTF-8: Hono keeps an undecodable one (the bytes of a lone
 * surrogate, %ED%A0%80) as its raw text, which would otherwise reach the handler as if it were the value.
 */
function checkQueryDecodes(search: string): void {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [name, ...value] = pair.split("=");
    for (const part of [name, value.join("=")]) {
      try {
        decodeURIComponent(part.replace(/\+/g, " "));
      } catch {
        refuse(name || null);
      }
    }
  }
}

/**
 * Bodies are JSON within the call's bounds (body-limits.ts); a call declared with `formBody` may send its
 * query's fields as an urlencoded form too.
 */
export function inputHygiene(options: { acceptsForm?: boolean; limits: BodyLimits }): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isCleanText(decodedPath(url.pathname))) refuse(null);
    checkQueryDecodes(url.search);
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!isCleanText(key) || !values.every(isCleanText)) refuse(key);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      // Read once here; Hono keeps the text, so the route's own c.req.json() parses the same bytes.
      const text = await c.req.text();
      if (text.length > 0) {
        const mime = mimeOf(c.req.header("content-type"));
        const isForm = options.acceptsForm === true && mime === "application/x-www-form-urlencoded";
        if (mime !== "application/json" && !isForm) throw new ApiError("unsupported_media_type");
        if (!isForm && exceedsJsonShape(text, options.limits)) throw new ApiError("payload_too_complex");
        let body: unknown;
        try {
          body = isForm ? formFields(text) : JSON.parse(text);
        } catch {
          refuse(null);
        }
        const field = uncleanField(body);
        if (field !== undefined) refuse(field);
      }
    }
    await next();
  };
}
