import type { Context } from "hono";
import type { z } from "zod";
import type { CallDecl } from "../../src/contract/define.ts";
import { ApiError } from "../envelope.ts";

// Every path parameter, query string and body goes through its declared zod schema, in that order; a failure
// is a 400 invalid_request naming the first failing field, never an exception that would surface as a 500.

function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  throw new ApiError("invalid_request", { datafield: field === undefined ? undefined : String(field) });
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError("invalid_request");
  }
}

/**
 * The fields of a JSON object or urlencoded form body, for calls whose POST carries the query's fields. Any
 * other body never gets here: the input gate (input-hygiene.ts) answers it 415.
 */
async function bodyFields(c: Context, decl: CallDecl): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (decl.formBody && type.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  if (type.includes("application/json")) {
    const body = await jsonBody(c);
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new ApiError("invalid_request");
    return body as Record<string, unknown>;
  }
  return {};
}

async function rawQuery(c: Context, decl: CallDecl): Promise<Record<string, string>> {
  const query = { ...c.req.query() };
  if (!decl.queryInBody || c.req.method !== "POST") return query;
  for (const [key, value] of Object.entries(await bodyFields(c, decl))) {
    if (value === null || value === undefined) continue;
    if (typeof value === "object") throw new ApiError("invalid_request", { datafield: key });
    query[key] = String(value);
  }
  return query;
}

export type ValidInput = { params: unknown; query: unknown; body: unknown };

export async function readInput(c: Context, decl: CallDecl): Promise<ValidInput> {
  const params = decl.params ? check(decl.params, c.req.param()) : undefined;
  const query = decl.query ? check(decl.query, await rawQuery(c, decl)) : undefined;
  const body = decl.body ? check(decl.body, await jsonBody(c)) : undefined;
  return { params, query, body };
}
