import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./envelope.ts";

// Every query string and body goes through zod; a failure is a 400 invalid_request naming the first failing
// field, never an exception that would surface as a 500.
function invalid(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const datafield = issue?.path.length ? String(issue.path[0]) : undefined;
  return new ApiError("invalid_request", { datafield });
}

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
    throw new ApiError("invalid_request");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}
