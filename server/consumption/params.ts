import type { Context } from "hono";
import { z } from "zod";
import { resolveScope } from "../auth/middleware.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { textId } from "../validation.ts";

// Parameters of the consulta_consumo calls. The spec's contract is GET with a query string; POST is answered
// with the same parameters from the query string and a JSON body (the body wins on a clash). Other body
// types never get here: the input gate (server/input-hygiene.ts) answers them 415.

/** Spec 1 §9: the consumption region when the call names none. */
export const DEFAULT_REGION = "mexico";

const text = (max: number) => z.string().trim().min(1).max(max);
const id = textId;

// The fixed client parameters of spec 1 §7 (api_version v7, generic device data, format json): accepted, and
// only a format other than json is refused since every answer is JSON. Unknown device keys are ignored.
const client = {
  region: z.string().trim().max(40).optional(),
  api_version: z.string().trim().max(16).optional(),
  format: z.literal("json").optional(),
};
const reason = text(500);

export const SCHEMAS = {
  byEmail: z.object({ ...client, email: text(254) }),
  byTel: z.object({ ...client, phone: text(40), type: z.enum(["telmex", "telcel"]) }),
  search: z.object({
    ...client,
    term: z.string().trim().max(100),
    limit: z.coerce.number().int().min(1).max(20).default(8),
  }),
  list: z.object({ ...client, user_hash: text(64) }),
  cancel: z.object({
    ...client,
    user_hash: text(64),
    id_usuario: id.optional(),
    email: text(254).optional(),
    subscription_id: id,
    reason,
  }),
  terminate: z.object({ ...client, user_hash: text(64), reason }),
  modifyEmail: z.object({ ...client, id_usuario: id, email: text(254), new_email: text(254), reason }),
  delete: z.object({ ...client, user_hash: text(64), id_usuario: id, reason }),
};

async function bodyParams(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError(400, "invalid_request");
    });
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new ApiError(400, "invalid_request");
    return body as Record<string, unknown>;
  }
  return {};
}

async function rawParams(c: Context): Promise<Record<string, string>> {
  const params = { ...c.req.query() };
  if (c.req.method !== "POST") return params;
  for (const [key, value] of Object.entries(await bodyParams(c))) {
    if (value === null || value === undefined) continue;
    if (typeof value === "object") throw new ApiError(400, "invalid_request", { datafield: key });
    params[key] = String(value);
  }
  return params;
}

/**
 * Reads and validates a call's parameters and settles its region: the one given (which the operator must
 * hold, else 401 wsgu_invalid_region) or mexico.
 */
export async function readParams<S extends z.ZodType<{ region?: string }>>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S> & { region: string }> {
  const parsed = schema.safeParse(await rawParams(c));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw new ApiError(400, "invalid_request", {
      datafield: field === undefined ? undefined : String(field),
    });
  }
  const region = parsed.data.region || DEFAULT_REGION;
  resolveScope(c.var.user, { region });
  return { ...parsed.data, region };
}
