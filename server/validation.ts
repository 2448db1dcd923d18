import type { Context } from "hono";
import { z } from "zod";
import { ApiError } from "./envelope.ts";

// Every query string and body goes through zod; a failure is a 400 invalid_request naming the first failing
// field, never an exception that would surface as a 500.
function invalid(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const datafield = issue?.path.length ? String(issue.path[0]) : undefined;
  return new ApiError(400, "invalid_request", { datafield });
}

// An id is written exactly one way: " 1" (%201), "1e3", "1.0", "01", "+1" and "0x1" are not ids, and
// neither is a boolean (true would otherwise coerce to 1).
const CANONICAL_ID = /^[1-9]\d{0,15}$/;

/** An id in a path or query string: canonical decimal text of a positive safe integer. */
export const textId = z
  .string()
  .regex(CANONICAL_ID)
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n));

/** An id in a JSON body: a positive safe integer, or its canonical text (the console's id lists). */
export const bodyId = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), textId]);

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_request");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
