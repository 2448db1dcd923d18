import { z } from "zod";
import { type CallDecl, errorsOf, type Method, modulesOf, privilegesOf } from "./define.ts";
import { ERROR_STATUS, type ErrorCode } from "./errors.ts";

// The contract as an OpenAPI 3.1 document, generated from the declarations alone (zod 4's own JSON Schema
// output, draft 2020-12, which is OpenAPI 3.1's dialect): what another backend is checked against when the
// console points at it.

export const CONTRACT_VERSION = "1.0.0";

type Json = Record<string, unknown>;
type Io = "input" | "output";

function jsonSchema(schema: z.ZodType, io: Io): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

/** OpenAPI 3.1 allows more than one method per path but one operationId per operation: extra methods say so. */
export function operationIdOf(decl: CallDecl, method: Method): string {
  if (method === decl.methods[0]) return decl.operationId;
  return `${decl.operationId}Via${method[0]}${method.slice(1).toLowerCase()}`;
}

function parameters(decl: CallDecl): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ["path", decl.params],
    ["query", decl.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, "input") as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = where === "path" || (object.required ?? []).includes(name);
      list.push({ name, in: where, required, schema: property });
    }
  }
  // Every call carries the scope (spec 1 §7); a call that declares region or tenant_code itself says more.
  for (const name of ["region", "tenant_code"])
    if (!list.some((p) => p.name === name && p.in === "query"))
      list.push({ $ref: `#/components/parameters/${name}` });
  return list;
}

function requestBody(decl: CallDecl, method: Method): Json | undefined {
  if (decl.body)
    return { required: true, content: { "application/json": { schema: jsonSchema(decl.body, "input") } } };
  if (decl.queryInBody && method === "POST" && decl.query) {
    const schema = jsonSchema(decl.query, "input");
    const form = decl.formBody ? { "application/x-www-form-urlencoded": { schema } } : {};
    return {
      description: "The query's fields as a JSON object (the body wins on a clash).",
      content: { "application/json": { schema }, ...form },
    };
  }
  return undefined;
}

const envelope = (properties: Json): Json => ({
  type: "object",
  required: ["status", "result", "error", "extra", "message"],
  properties: { message: { type: "string" }, ...properties },
});

function successContent(decl: CallDecl): Json {
  const result = jsonSchema(decl.result, "output");
  if (decl.produces === "envelope")
    return {
      "application/json": {
        schema: envelope({
          status: { const: decl.envelopeStatus?.success ?? 0 },
          result,
          error: { type: "null" },
          extra: { type: ["object", "null"] },
        }),
      },
    };
  if (decl.produces === "text/event-stream")
    return {
      "text/event-stream": {
        schema: { type: "string", contentMediaType: "application/json", contentSchema: result },
      },
    };
  return { [decl.produces]: { schema: result } };
}

const failure = (codes: ErrorCode[], refusal: boolean): Json =>
  envelope({
    status: refusal ? { const: 1 } : { type: "integer" },
    result: refusal
      ? { type: "object", required: ["errors"], properties: { errors: { enum: codes } } }
      : { type: "null" },
    error: { enum: codes },
    extra: {
      type: ["object", "null"],
      properties: { datafield: { type: "string", description: "The form field at fault" } },
    },
  });

function responses(decl: CallDecl): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(decl))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const success = successContent(decl);
  const refusals = byStatus.get(200);
  if (refusals) {
    // Business refusals share HTTP 200 with the success (spec 1 §7): status 1 and result.errors.
    const media = success["application/json"] as Json;
    media.schema = { oneOf: [media.schema, failure(refusals, true)] };
  }
  const out: Json = {
    [decl.status]: {
      description: refusals ? `Success, or a refusal: ${refusals.join(", ")}` : "Success",
      content: success,
    },
  };
  if (decl.etag) out[304] = { description: "Not modified: If-None-Match named this answer's ETag (no body)" };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (status === 200) continue;
    out[status] = {
      description: codes.join(", "),
      content: { "application/json": { schema: failure(codes, false) } },
    };
  }
  return out;
}

function security(decl: CallDecl): Json[] {
  if (decl.access === "public") return [];
  return [{ bearer: [] }];
}

function accessText(decl: CallDecl): string {
  const { access } = decl;
  if (typeof access === "object")
    return `Needs the ${privilegesOf(access).join(" or ")} privilege on module ${modulesOf(access).join(" or ")}.`;
  return { public: "Public.", "signed-in": "Any signed-in user.", root: "Root users only." }[access];
}

function operation(decl: CallDecl, method: Method): Json {
  const body = requestBody(decl, method);
  return {
    operationId: operationIdOf(decl, method),
    summary: decl.summary,
    description: accessText(decl),
    tags: [decl.module],
    parameters: parameters(decl),
    ...(body ? { requestBody: body } : {}),
    responses: responses(decl),
    security: security(decl),
    "x-access": decl.access,
  };
}

/** `/user/:user_id` → `/user/{user_id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

export function openApiDocument(calls: readonly CallDecl[], servicesUrl = "/services"): Json {
  const paths: Record<string, Json> = {};
  for (const decl of calls) {
    const path = openApiPath(decl.path);
    paths[path] ??= {};
    const item = paths[path];
    for (const method of decl.methods) item[method.toLowerCase()] = operation(decl, method);
  }
  const scope = (name: string, description: string) => ({
    name,
    in: "query",
    required: false,
    description,
    schema: { type: "string" },
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "ADM console /services",
      version: CONTRACT_VERSION,
      description:
        "The calls of the ADM console. Every response is the envelope {status, result, error, extra, message}; " +
        "errors carry a machine code in error and, for form fields, extra.datafield.",
    },
    servers: [{ url: servicesUrl }],
    tags: [...new Set(calls.map((decl) => decl.module))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
      parameters: {
        region: scope("region", "Region name; the user's own when absent."),
        tenant_code: scope("tenant_code", "Tenant code; the user's first when absent."),
      },
    },
  };
}
