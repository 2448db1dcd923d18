// The input types of spec 3 §5: each admits a set of characters, and the characters outside it are listed in the
// error ("Caracteres Invalidos: ..."). Integer inputs strip non-digits as they are typed (spec 1 §5) instead.

export type InputType = "required" | "price" | "alphanumeric" | "tax" | "integer";
/** A type of the spec, or a custom expression admitting one character at a time. */
export type InputRule = InputType | { allowed: RegExp };

const ALLOWED: Record<Exclude<InputType, "required">, RegExp> = {
  price: /[0-9.,]/,
  alphanumeric: /[\p{L}0-9 ,_-]/u,
  tax: /[0-9,%]/,
  integer: /[0-9]/,
};

export type InputCheck =
  | { ok: true }
  | { ok: false; reason: "required" }
  | { ok: false; reason: "invalid"; chars: string[] };

/** What a typed value becomes: an integer input drops every non-digit, the others keep it to be flagged. */
export function normalizeInput(rule: InputRule, value: string): string {
  return rule === "integer" ? value.replace(/\D+/g, "") : value;
}

/** Checks a value: empty (required), or the distinct characters the type does not admit, in typing order. */
export function checkInput(rule: InputRule, value: string, required = rule === "required"): InputCheck {
  if (value.trim() === "") return required ? { ok: false, reason: "required" } : { ok: true };
  if (rule === "required") return { ok: true };
  const allowed = typeof rule === "string" ? ALLOWED[rule] : rule.allowed;
  const single = new RegExp(`^${allowed.source}$`, allowed.flags.replace("g", ""));
  const chars = [...new Set([...value].filter((char) => !single.test(char)))];
  return chars.length === 0 ? { ok: true } : { ok: false, reason: "invalid", chars };
}
