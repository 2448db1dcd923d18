import fc from "fast-check";
import type { z } from "zod";
import { bodyLimitsOf } from "../../../server/platform/body-limits.ts";
import type { CallInput, RouteCase } from "./calls.ts";

// Bad inputs for a call, built from its valid input and the fields its schemas declare (issue 12 item 7):
// wrong types, missing fields, huge strings, NUL bytes, lone surrogates, other scripts and emoji, SQL,
// prototype-pollution keys, unknown ids, booleans as ids, bodies that are not what JSON or the call expects, and
// bodies past the call's bounds (too large, too deep, an array too long).

export type BadInput = {
  kind: string;
  input: CallInput;
  rawBody?: string;
  contentType?: string;
  /** Known bad whatever the schemas say (unclean text, a body that is not a JSON object, an unknown id). */
  mustRefuse?: boolean;
  /** An unknown id in an id field: a call that writes must refuse it; a search may simply match nothing. */
  unknownId?: boolean;
};

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const ALWAYS_BAD = ["NUL", "lone surrogate"];

type Place = "params" | "query" | "body";

const isIdField = (name: string) => /(^id$|_id$|^id_)/.test(name);

const hugeText = fc.integer({ min: 20_001, max: 120_000 }).map((n) => "ñ".repeat(n));
const withNul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF"))
  .map(([s, half]) => `${s}${half}`);
const unicode = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 });
const sql = fc.constantFrom(
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "admin@adm.test' --",
  "1 UNION SELECT password_hash FROM users",
  "%' AND 1=1 AND '%'='",
  "\\'; DELETE FROM logs; --",
);
const unknownId = fc.oneof(
  fc.integer({ min: 900_000_000, max: 2_000_000_000 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, "1e3", " 1", "01", "0x1", "-1", "NaN", "Infinity"),
);
const wrongType = fc.constantFrom<unknown>(null, [], {}, [1], { a: 1 }, 12.5, "texto", true, false, -0);
const protoKey = fc.constantFrom("__proto__", "constructor", "prototype");

/** Where a field may be planted: each schema's declared keys, plus a few undeclared ones. */
function fieldsOf(route: RouteCase, place: Place): string[] {
  const { decl, method } = route;
  const schema =
    place === "params"
      ? decl.params
      : place === "query"
        ? decl.queryInBody && method === "POST"
          ? undefined
          : decl.query
        : (decl.body ?? (decl.queryInBody && method === "POST" ? decl.query : undefined));
  const shape = (schema as z.ZodObject | undefined)?.shape as Record<string, unknown> | undefined;
  return shape ? Object.keys(shape) : [];
}

function places(route: RouteCase): Place[] {
  return (["params", "query", "body"] as const).filter((place) => fieldsOf(route, place).length > 0);
}

function setField(input: CallInput, place: Place, name: string, value: unknown): CallInput {
  if (place === "body") {
    const body = typeof input.body === "object" && input.body !== null ? input.body : {};
    return { ...input, body: { ...body, [name]: value } };
  }
  // Params and query strings carry text: other types go as their JSON text.
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return { ...input, [place]: { ...input[place], [name]: text } };
}

function dropField(input: CallInput, place: Place, name: string): CallInput {
  if (place === "body") {
    const { [name]: _, ...rest } = (input.body ?? {}) as Record<string, unknown>;
    return { ...input, body: rest };
  }
  const { [name]: _, ...rest } = input[place];
  return { ...input, [place]: rest };
}

/** One field of the call replaced by a bad value of the given kind. */
function fieldMutation(route: RouteCase, valid: CallInput): fc.Arbitrary<BadInput> {
  const targets = places(route).flatMap((place) => fieldsOf(route, place).map((name) => ({ place, name })));
  const value = (name: string) =>
    fc.oneof(
      wrongType.map((v) => ["wrong type", v] as const),
      hugeText.map((v) => ["huge string", v] as const),
      withNul.map((v) => ["NUL", v] as const),
      loneSurrogate.map((v) => ["lone surrogate", v] as const),
      unicode.map((v) => ["unicode", v] as const),
      sql.map((v) => ["SQL", v] as const),
      (isIdField(name) ? unknownId : fc.constant(999_999_999)).map((v) => ["unknown id", v] as const),
      fc.boolean().map((v) => [isIdField(name) ? "boolean as id" : "boolean", v] as const),
    );
  return fc.constantFrom(...targets).chain(({ place, name }) =>
    value(name).map(([kind, v]) => ({
      kind: `${kind} in ${place}.${name}`,
      input: setField(valid, place, name, v),
      mustRefuse: ALWAYS_BAD.includes(kind),
      unknownId: kind === "unknown id" && isIdField(name),
    })),
  );
}

function missingField(route: RouteCase, valid: CallInput): fc.Arbitrary<BadInput>[] {
  // A path without its parameter is another route (or none): only query and body fields go missing.
  const present = places(route)
    .filter((place) => place !== "params")
    .flatMap((place) =>
      Object.keys(place === "body" ? ((valid.body ?? {}) as object) : valid[place]).map((name) => ({
        place,
        name,
      })),
    );
  if (present.length === 0) return [];
  return [
    fc
      .constantFrom(...present)
      .map(({ place, name }) => ({ kind: `missing ${place}.${name}`, input: dropField(valid, place, name) })),
  ];
}

/** A body carrying __proto__, constructor or prototype keys (own properties, as JSON.parse makes them). */
function pollutedBody(valid: CallInput): fc.Arbitrary<BadInput> {
  return fc
    .tuple(protoKey, fc.constantFrom<unknown>({ root: 1 }, { polluted: true }, "x", 1))
    .map(([key, value]) => {
      const body = typeof valid.body === "object" && valid.body !== null ? valid.body : {};
      const fields = JSON.stringify(body).slice(1, -1);
      const text = `{${JSON.stringify(key)}:${JSON.stringify(value)}${fields ? `,${fields}` : ""}}`;
      return { kind: `prototype key ${key}`, input: { ...valid, body: undefined }, rawBody: text };
    });
}

/** Bodies past the call's bounds (issue 28 §3): larger than its bytes, nested too deep, an array too long. */
function unboundedBody(route: RouteCase, valid: CallInput): fc.Arbitrary<BadInput> {
  const limits = bodyLimitsOf(route.decl);
  const body = typeof valid.body === "object" && valid.body !== null ? valid.body : {};
  const fields = JSON.stringify(body).slice(1, -1);
  const withField = (value: string) => `{${fields ? `${fields},` : ""}"relleno":${value}}`;
  const levels = limits.depth + 1;
  return fc
    .constantFrom(
      ["oversized body", () => withField(JSON.stringify("x".repeat(limits.bytes + 1)))],
      ["deeply nested body", () => withField(`${"[".repeat(levels)}${"]".repeat(levels)}`)],
      ["5,000 levels of nesting", () => withField(`${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`)],
      ["array too long", () => withField(`[${"0,".repeat(limits.items)}0]`)],
    )
    .map(([kind, text]) => ({
      kind,
      input: { ...valid, body: undefined },
      rawBody: text(),
      mustRefuse: true,
    }));
}

const brokenBody = fc
  .constantFrom("{", "[1,2", "null", '"texto"', "[]", "12", '{"a":}', "\u0000", "a=1&b=2")
  .map((rawBody) => ({ kind: `body ${JSON.stringify(rawBody)}`, rawBody }));

/** Every kind of bad input for one call, drawn evenly (no body on a GET: fetch cannot send one). */
export function badInputs(route: RouteCase, valid: CallInput): fc.Arbitrary<BadInput> {
  const kinds: fc.Arbitrary<BadInput>[] = [...missingField(route, valid)];
  if (route.method !== "GET") {
    const noBody = { ...valid, body: undefined };
    kinds.push(
      pollutedBody(valid),
      unboundedBody(route, valid),
      // JSON that is not an object is ignored by a call declaring no body; anything else must be refused.
      brokenBody.map(({ kind, rawBody }) => ({
        kind,
        input: noBody,
        rawBody,
        mustRefuse: !isJson(rawBody) || fieldsOf(route, "body").length > 0,
      })),
      fc
        .constantFrom("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x")
        .map((contentType) => ({
          kind: `body as ${contentType}`,
          input: noBody,
          rawBody: "a=1",
          contentType,
        })),
    );
  }
  if (places(route).length > 0) kinds.push(fieldMutation(route, valid));
  return fc.oneof(...kinds);
}
