import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { NULL_CONTENTS_CODE } from "../../src/contract/filters.ts";
import { can, type Privilege } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";
import { ApiError, errorBody, forbidden } from "../envelope.ts";
import { NULL_CONTENTS_MESSAGE } from "./errors.ts";

// Envelope variants of spec 2 §7 beyond the plain `ok`: save and publish answer status 200; a success that
// dropped null contents carries the §8 message; the drag-and-drop call fails with status 'ERROR'.

export const FILTERS_MODULE = "filtros";

export function ok200<T>(c: Context, result: T, dropped = 0): Response {
  return c.json({
    status: 200,
    result,
    error: null,
    extra: dropped > 0 ? { error_code: NULL_CONTENTS_CODE, error_msg: NULL_CONTENTS_MESSAGE, dropped } : null,
    message: dropped > 0 ? NULL_CONTENTS_MESSAGE : "",
  });
}

/** Status 0 with the null-contents warning when items were dropped. */
export function okDropping<T>(c: Context, result: T, dropped: number): Response {
  return c.json({
    status: 0,
    result,
    error: null,
    extra: dropped > 0 ? { error_code: NULL_CONTENTS_CODE, error_msg: NULL_CONTENTS_MESSAGE, dropped } : null,
    message: dropped > 0 ? NULL_CONTENTS_MESSAGE : "",
  });
}

export async function failingAsError(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return c.json({ ...errorBody(error), status: "ERROR" }, error.status as ContentfulStatusCode);
  }
}

/** For calls whose privilege depends on the input (creating needs new, changing needs edit). */
export function demand(c: Context<AppEnv>, privilege: Privilege): void {
  if (!can(c.var.user, FILTERS_MODULE, privilege)) throw forbidden();
}

/** A JSON or form body (the drag-and-drop call posts a form), validated. */
export async function formOrJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  let body: unknown;
  try {
    body = type.includes("application/json") ? await c.req.json() : await c.req.parseBody();
  } catch {
    throw new ApiError(400, "invalid_request");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw new ApiError(400, "invalid_request", {
      datafield: field === undefined ? undefined : String(field),
    });
  }
  return parsed.data;
}

export function csvFile(c: Context, name: string, body: string): Response {
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${name}"`,
  });
}
