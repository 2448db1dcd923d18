import type { Context } from "hono";
import { NULL_CONTENTS_CODE } from "../../src/contract/filters.ts";
import { can, type Privilege } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";
import { forbidden } from "../envelope.ts";
import { type Reply, reply } from "../platform/route.ts";
import { NULL_CONTENTS_MESSAGE } from "./errors.ts";

// What the filter calls add to the platform's answers: the null-contents warning of a success (§8) and the
// privilege a call's input asks for (creating needs new, changing needs edit).

export const FILTERS_MODULE = "filtros";

/** The result, with the §8 null-contents warning in extra and message when items were dropped. */
export function dropping<T>(result: T, dropped: number): T | Reply<T> {
  if (dropped === 0) return result;
  return reply(
    result,
    { error_code: NULL_CONTENTS_CODE, error_msg: NULL_CONTENTS_MESSAGE, dropped },
    NULL_CONTENTS_MESSAGE,
  );
}

/** The declaration admits new or edit; this checks the one the input needs. */
export function demand(c: Context<AppEnv>, privilege: Privilege): void {
  if (!can(c.var.user, FILTERS_MODULE, privilege)) throw forbidden();
}

export function csvFile(c: Context, name: string, body: string): Response {
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    // The size lets the services' compression skip a small file (compression.ts).
    "content-length": String(Buffer.byteLength(body)),
    "content-disposition": `attachment; filename="${name}"`,
  });
}
