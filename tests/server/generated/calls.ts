import type { Hono } from "hono";
import type { AppEnv } from "../../../server/context.ts";
import type { Envelope } from "../../../server/envelope.ts";
import type { ServerModule } from "../../../server/platform/module.ts";
import type { CallDecl, Method as HttpMethod } from "../../../src/contract/define.ts";
import { asText, exampleOf } from "../../../src/contract/testing/examples.ts";
import { implementedCalls } from "../contract-checks.ts";

// Every mounted route (a call with two methods is two routes), with input generated from its declaration.

export type RouteCase = { decl: CallDecl; method: HttpMethod; name: string };

export type CallInput = { params: Record<string, string>; query: Record<string, string>; body?: unknown };

export function mountedRoutes(modules: readonly ServerModule[]): RouteCase[] {
  return implementedCalls(modules).flatMap((decl) =>
    decl.methods.map((method) => ({ decl, method, name: `${method} ${decl.operationId}` })),
  );
}

export const isMutating = (method: HttpMethod) => method !== "GET";

function texts(example: unknown): Record<string, string> {
  const fields = (example ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, asText(value)]),
  );
}

/**
 * Input the declaration's own schemas accept: ids are 1 (a seeded row), text is short. A POST that may carry
 * its query fields in the body (queryInBody) sends them there.
 */
export function validInput({ decl, method }: RouteCase): CallInput {
  const params = texts(decl.params ? exampleOf(decl.params) : {});
  const query = texts(decl.query ? exampleOf(decl.query) : {});
  if (decl.body) return { params, query, body: exampleOf(decl.body) };
  if (decl.queryInBody && decl.query && method === "POST")
    return { params, query: {}, body: exampleOf(decl.query) };
  return { params, query };
}

const REGION_FIELD = /(^|_)region$/;

/**
 * The input with every region it names (mail_region…, a reveal target's region) set to one the caller holds:
 * an example region ("Prueba") would be refused as wsgu_invalid_region by the module itself, which is right,
 * but not the access under test.
 */
export function inRegion(input: CallInput, region: string): CallInput {
  const fill = <T>(fields: T): T =>
    typeof fields === "object" && fields !== null && !Array.isArray(fields)
      ? (Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            REGION_FIELD.test(key) && typeof value === "string" ? region : fill(value),
          ]),
        ) as T)
      : fields;
  const query = fill(input.query);
  return input.body === undefined
    ? { params: input.params, query }
    : { params: input.params, query, body: fill(input.body) };
}

/**
 * The query fields a POST carries in its body, read as the server reads them (docs/contract.md): null is
 * absent, a scalar is its text, an object or array is refused (null here).
 */
function bodyAsQuery(body: unknown): Record<string, string> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "object") return null;
    fields[key] = String(value);
  }
  return fields;
}

/** Whether the input passes every schema of the call (for a generated valid input, false is a generator gap). */
export function acceptedBySchemas({ decl, method }: RouteCase, input: CallInput): boolean {
  const inBody = decl.queryInBody && method === "POST" && !decl.body;
  const query = inBody ? bodyAsQuery(input.body ?? {}) : input.query;
  return (
    (!decl.params || decl.params.safeParse(input.params).success) &&
    (!decl.query || (query !== null && decl.query.safeParse(query).success)) &&
    (!decl.body || decl.body.safeParse(input.body).success)
  );
}

/**
 * Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses and URLSearchParams would
 * turn into U+FFFD) goes as its three generalized UTF-8 bytes, as a hostile client can send it.
 */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const unit = char.charCodeAt(0);
        if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
      })
      .join("");
  }
}

export type SendOptions = {
  token?: string;
  query?: Record<string, string>;
  rawBody?: string;
  contentType?: string;
};

export type Answer = {
  http: number;
  /** The envelope when the answer was JSON with one (error code in `error`), else null. */
  envelope: Envelope<unknown> | null;
};

/** One request through the app; a stream or a document is not read beyond its status and type. */
export async function send(
  app: Hono<AppEnv>,
  route: RouteCase,
  input: CallInput,
  options: SendOptions = {},
): Promise<Answer> {
  const path = route.decl.path.replace(/:(\w+)/g, (_, name: string) => encodePart(input.params[name] ?? ""));
  const query = Object.entries({ ...input.query, ...options.query })
    .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
    .join("&");
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (body === undefined && input.body !== undefined) body = JSON.stringify(input.body);
  if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  const url = `/services${path}${query ? `?${query}` : ""}`;
  const response = await app.request(url, { method: route.method, headers, body });
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) {
    await response.body?.cancel();
    return { http: response.status, envelope: null };
  }
  const json = (await response.json()) as Envelope<unknown>;
  const isEnvelope = typeof json === "object" && json !== null && "status" in json && "error" in json;
  return { http: response.status, envelope: isEnvelope ? json : null };
}
