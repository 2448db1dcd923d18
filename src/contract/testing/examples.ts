import fc from "fast-check";
import type { z } from "zod";

// A valid-looking value for a zod schema, read from the schema itself (its def and the checks it carries), so
// that generated tests reach every declared call with input its own validation accepts: a refusal then comes
// from the layer under test, not from the input. Deterministic: the same schema gives the same example.

// biome-ignore lint/suspicious/noExplicitAny: walks zod's internal definitions, which are untyped per kind
type Any = any;
type Bag = { minimum?: number; maximum?: number; format?: string; pattern?: RegExp };

/** The bounds, format and pattern a schema's checks (and a string format's own def) impose. */
function bagOf(def: Any): Bag {
  const bag: Bag = { format: def.format, pattern: def.format === "regex" ? undefined : def.pattern };
  for (const check of def.checks ?? []) {
    const rule = check._zod.def;
    if (rule.check === "min_length" || rule.check === "min_size") bag.minimum = rule.minimum;
    if (rule.check === "max_length" || rule.check === "max_size") bag.maximum = rule.maximum;
    if (rule.check === "greater_than") bag.minimum = rule.inclusive ? rule.value : rule.value + 1;
    if (rule.check === "less_than") bag.maximum = rule.inclusive ? rule.value : rule.value - 1;
    if (rule.check === "string_format") {
      if (rule.format === "regex") bag.pattern = rule.pattern;
      else bag.format = rule.format;
    }
  }
  return bag;
}

const SAMPLE_TEXT = "Prueba";

function textOf(bag: Bag): string {
  if (bag.format === "email") return "matriz@adm.test";
  const min = bag.minimum ?? 0;
  const max = bag.maximum ?? SAMPLE_TEXT.length;
  const pattern = bag.format === undefined ? bag.pattern : undefined;
  if (pattern) {
    const texts = fc.sample(fc.stringMatching(pattern, { size: "xsmall" }), { numRuns: 50, seed: 12 });
    return texts.find((text) => text.trim() === text && text.length >= min && text.length <= max) ?? texts[0];
  }
  return SAMPLE_TEXT.padEnd(min, "x").slice(0, Math.max(min, Math.min(max, SAMPLE_TEXT.length)));
}

function numberOf(bag: Bag): number {
  const min = bag.minimum ?? Number.NEGATIVE_INFINITY;
  const max = bag.maximum ?? Number.POSITIVE_INFINITY;
  if (min <= 1 && 1 <= max) return 1;
  return Number.isFinite(min) ? Math.ceil(min) : Math.floor(max);
}

/** The candidates of a schema, best first (an object tries its required fields alone, then every field). */
function candidates(schema: z.ZodType): unknown[] {
  const zod = (schema as Any)._zod;
  const def = zod.def;
  const bag = bagOf(def);
  switch (def.type) {
    case "string":
      return [textOf(bag)];
    case "number":
      return [numberOf(bag)];
    case "boolean":
      return [true];
    case "literal":
      return [def.values[0]];
    case "enum":
      return [Object.values(def.entries)[0]];
    case "null":
      return [null];
    case "union":
      return def.options.flatMap((option: z.ZodType) => candidates(option));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return candidates(def.innerType);
    case "pipe":
      return [...candidates(def.out), ...candidates(def.in)];
    case "lazy":
      return candidates(def.getter());
    case "array": {
      const item = pick(def.element);
      return [Array.from({ length: Math.max(1, bag.minimum ?? 0) }, () => item)];
    }
    case "tuple":
      return [def.items.map(pick)];
    case "object":
      return objectCandidates(def.shape as Record<string, z.ZodType>);
    default:
      return [{}];
  }
}

function objectCandidates(shape: Record<string, z.ZodType>): Record<string, unknown>[] {
  const required = Object.entries(shape).filter(([, field]) => !(field as Any).safeParse(undefined).success);
  const build = (fields: [string, z.ZodType][]) =>
    Object.fromEntries(fields.map(([name, field]) => [name, pick(field)]));
  return [build(required), build(Object.entries(shape))];
}

/** The first candidate the schema accepts (transforms and refinements included), or undefined. */
export function exampleOf(schema: z.ZodType): unknown {
  return candidates(schema).find((value) => schema.safeParse(value).success);
}

/** A part's example: the first candidate it accepts, else its first (the whole is checked by exampleOf). */
function pick(schema: z.ZodType): unknown {
  const all = candidates(schema);
  return all.find((value) => schema.safeParse(value).success) ?? all[0];
}

/** The same example as the text a path or query string carries (arrays comma-joined, as the spec does). */
export function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}
