import type { z } from "zod";
import type { Privilege } from "../permissions/catalog.ts";
import { BODY_ERRORS, type ErrorCode, SESSION_ERRORS } from "./errors.ts";

// One declaration per /services call, imported by both sides (no DOM, no Node APIs): the server mounts its
// route from it (validation, authentication, permission), the console types its fetcher and query keys from
// it, and the OpenAPI document is generated from it.

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may make the call: anyone, any signed-in user, root only, or holders of a privilege on a module. A list
 * of privileges admits holders of any of them, for calls whose input decides which one applies (a save that
 * creates needs new, one that changes needs edit): the handler then checks the one its input needs.
 */
export type Access =
  | "public"
  | "signed-in"
  | "root"
  | {
      /** A list admits holders on any of these modules (spec 2 §6: APA is admapa or apauat). */
      module: string | readonly [string, ...string[]];
      privilege: Privilege | readonly [Privilege, ...Privilege[]];
    };

/** The access of a module's calls by privilege: `privilegeOn("groups")("edit")` admits holders of edit on groups. */
export const privilegeOn =
  <const M extends string>(module: M) =>
  <const P extends Privilege>(privilege: P) =>
    ({ module, privilege }) as const;

/** Spec 3 §7's writes (saves, deletes, publishes, clones): the envelope's status on success is 201. */
export const ENVELOPE_CREATED = { envelopeStatus: { success: 201 } } as const;

/** What a success carries: the response envelope (nearly every call), or a raw body of this media type. */
export type Produces =
  | "envelope"
  | "application/json"
  | "text/html"
  | "text/javascript"
  | "text/event-stream"
  | "text/csv";

export type ObjectSchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;

export type CallSpec = {
  summary: string;
  /** The first method is the contract's; any other answers the same call (consulta_consumo: GET and POST). */
  method: Method | readonly [Method, ...Method[]];
  /** Under /services, with `:name` path parameters, e.g. "/user/:user_id". */
  path: `/${string}`;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** A POST may carry the query's fields in a JSON body instead (the body wins on a clash). */
  queryInBody?: true;
  /** Those fields may also come as an urlencoded form (the spec's form posts); every other body is JSON only. */
  formBody?: true;
  result: z.ZodType;
  /** Codes this call answers beyond those its access and input imply (see errorsOf). */
  errors?: readonly ErrorCode[];
  access: Access;
  /** Renew and logout take an authentic expired token. A token is never accepted in a URL (logs keep URLs). */
  session?: { acceptExpired?: true };
  /** HTTP status of a success (201 for creations). */
  status?: 200 | 201;
  produces?: Produces;
  /**
   * The envelope's status when a spec fixes another than the usual: 200 on success (spec 2 §7: save and
   * publish), 201 (spec 3 §7: saves, deletes, publishes, clones), "ERROR" on failure (spec 2 §7: the drag-and-drop order call).
   */
  envelopeStatus?: { success?: 200 | 201; failure?: "ERROR" };
  /**
   * A call whose body needs more than the server's bounds (256 KiB, 1,000 items an array): its own, in bytes
   * and items (the filter calls carrying 2,000,000 characters of ids).
   */
  bodyLimit?: { bytes?: number; items?: number };
  /** How long the console waits for the answer, when a spec says (spec 2 §7: 60 s for the filter calls). */
  timeoutMs?: number;
  /**
   * A GET read again and again (the product list): its answer carries an ETag, the browser keeps it and asks
   * again with If-None-Match, and an unchanged answer comes back as a 304 with no body.
   */
  etag?: true;
};

type Meta<Id extends string> = {
  operationId: Id;
  module: string;
  methods: readonly Method[];
  errors: readonly ErrorCode[];
  status: 200 | 201;
  produces: Produces;
};

export type CallDecl<S extends CallSpec = CallSpec, Id extends string = string> = Readonly<
  Omit<S, keyof Meta<Id>>
> &
  Meta<Id>;

type SchemaAt<D, K extends string> = D extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives: every part already validated (and coerced) by its schema. */
export type HandlerInput<D> = {
  params: Output<SchemaAt<D, "params">>;
  query: Output<SchemaAt<D, "query">>;
  body: Output<SchemaAt<D, "body">>;
};

/** What the handler returns (the result schema's input side) and what the console receives (its output). */
export type HandlerResult<D> = z.input<SchemaAt<D, "result"> & z.ZodType>;
export type CallResult<D> = z.output<SchemaAt<D, "result"> & z.ZodType>;

type InputPart<D, K extends string> =
  SchemaAt<D, K> extends infer S extends z.ZodType
    ? Record<string, never> extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
    : { [P in K]?: never };

/** What the console passes to callService: the path parameters, query and body the call declares. */
export type CallInput<D> = InputPart<D, "params"> & InputPart<D, "query"> & InputPart<D, "body">;

const declared = new WeakSet<object>();

/** True for the objects defineCalls made (the completeness test walks the contract modules with it). */
export function isCallDecl(value: unknown): value is CallDecl {
  return typeof value === "object" && value !== null && declared.has(value);
}

/** Every declaration the contract modules export (each module exports calls, or objects of calls). */
export function declaredCalls(modules: Record<string, unknown>): CallDecl[] {
  const calls: CallDecl[] = [];
  for (const exports of Object.values(modules)) {
    for (const value of Object.values(exports as Record<string, unknown>)) {
      if (isCallDecl(value)) calls.push(value);
      else if (typeof value === "object" && value !== null)
        calls.push(...Object.values(value).filter(isCallDecl));
    }
  }
  return [...new Set(calls)];
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

function checkParams(id: string, spec: CallSpec): void {
  const inPath = pathParamNames(spec.path).sort().join(",");
  const inSchema = Object.keys(spec.params?.shape ?? {})
    .sort()
    .join(",");
  if (inPath !== inSchema)
    throw new Error(`${id}: path parameters [${inPath}] but params schema [${inSchema}]`);
}

/**
 * Declares a module's calls; each gets the operationId `<module>.<key>`, so ids cannot drift from the names
 * the code uses: `defineCalls("logs", { listLogs: {...} }).listLogs.operationId === "logs.listLogs"`.
 */
export function defineCalls<const M extends string, const T extends Record<string, CallSpec>>(
  module: M,
  specs: T,
): { [K in keyof T & string]: CallDecl<T[K], `${M}.${K}`> } {
  const calls: Record<string, CallDecl> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const operationId = `${module}.${name}`;
    checkParams(operationId, spec);
    const decl: CallDecl = Object.freeze({
      ...spec,
      operationId,
      module,
      methods: typeof spec.method === "string" ? [spec.method] : [...spec.method],
      errors: spec.errors ?? [],
      status: spec.status ?? 200,
      produces: spec.produces ?? "envelope",
    });
    declared.add(decl);
    calls[name] = decl;
  }
  return calls as { [K in keyof T & string]: CallDecl<T[K], `${M}.${K}`> };
}

/** The privileges that admit a caller to the call (any of them). */
export function privilegesOf(access: Extract<Access, object>): readonly Privilege[] {
  return typeof access.privilege === "string" ? [access.privilege] : access.privilege;
}

/** The modules on which a privilege admits the caller (any of them). */
export function modulesOf(access: Extract<Access, object>): readonly string[] {
  return typeof access.module === "string" ? [access.module] : access.module;
}

/** Every code the call may answer: its own, plus those its access and its input imply. */
export function errorsOf(decl: CallDecl): ErrorCode[] {
  const codes = new Set<ErrorCode>(decl.errors);
  if (decl.access !== "public") for (const code of SESSION_ERRORS) codes.add(code);
  if (decl.access === "root" || typeof decl.access === "object") codes.add("user_without_permission");
  // The input gate in front of every call: unclean text (NUL, a lone surrogate) anywhere in the request, or
  // input off its schemas, is invalid_request; a body that is not JSON, too large or too deep or long is
  // refused wherever one may travel.
  codes.add("invalid_request");
  if (decl.methods.some((method) => method !== "GET")) for (const code of BODY_ERRORS) codes.add(code);
  codes.add("error_generic");
  return [...codes];
}

/** The call's path with its parameters filled in (encoded), e.g. "/user/42". */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
