import { z } from "zod";
import { ruleKey } from "./rules-messages.ts";

// Spec 3 §5 "Names" and "Input types": which characters each kind of field accepts, the name rule of plans,
// products and families, the item creator, the radio option, the touch spin and the multi-select minimum.

/** The character kinds of the input field (spec 3 §2 "Input field with types", §5 "Input types"). */
export const INPUT_CHARSETS = {
  /** Price: digits, comma, dot. */
  price: /[0-9.,]/u,
  /** Alphanumeric (names too): letters, digits, space, comma, underscore, hyphen. */
  alphanumeric: /[\p{L}0-9 ,_-]/u,
  /** Tax: digits, comma, percent. */
  tax: /[0-9,%]/u,
} as const;
export type InputKind = keyof typeof INPUT_CHARSETS;

/** The distinct characters of `value` the kind does not accept, in the order they first appear. */
export function invalidCharacters(kind: InputKind, value: string): string[] {
  const allowed = INPUT_CHARSETS[kind];
  return [...new Set([...value].filter((char) => !allowed.test(char)))];
}

/** A custom expression check: the characters of `value` the expression (one character class) refuses. */
export function invalidCharactersFor(expression: RegExp, value: string): string[] {
  const single = new RegExp(expression.source, expression.flags.replace(/[gy]/g, ""));
  return [...new Set([...value].filter((char) => !single.test(char)))];
}

/** A text field of one input kind: the issue carries the invalid characters (`params.chars`) for the message. */
export function typedInput(kind: InputKind) {
  return z.string().superRefine((value, ctx) => {
    const chars = invalidCharacters(kind, value);
    if (chars.length > 0)
      ctx.addIssue({
        code: "custom",
        message: ruleKey("invalidCharsListed"),
        params: { chars: chars.join(" ") },
      });
  });
}

export const NAME_MAX = 150;

/** A plan, product or family name: required, then only the alphanumeric characters ('Caracteres invalidos'). */
export const productName = z
  .string()
  .trim()
  .min(1, ruleKey("required"))
  .max(NAME_MAX, ruleKey("tooLong"))
  .refine((value) => invalidCharacters("alphanumeric", value).length === 0, ruleKey("invalidChars"));

/** A name unchanged from the saved one is valid without asking the server (spec 3 §5 "Names"). */
export function needsNameCheck(name: string, savedName: string | null | undefined): boolean {
  return name.trim() !== "" && name.trim() !== (savedName ?? "").trim();
}

/**
 * The internal name the server answers with an available name: lower case, accents dropped, every run of other
 * characters one underscore ("Plan Básico, HD" → "plan_basico_hd").
 */
export function internalNameOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

// Item creator (tag input): items of 1 to 500 characters, no duplicates, a configurable maximum count.
export const ITEM_MIN_LENGTH = 1;
export const ITEM_MAX_LENGTH = 500;

export type ItemIssue = "itemLength" | "itemDuplicate" | "itemMax";

/** Why `candidate` cannot join `items`, or undefined when it can. */
export function itemCreatorIssue(
  items: readonly string[],
  candidate: string,
  maxItems = Number.POSITIVE_INFINITY,
): ItemIssue | undefined {
  const value = candidate.trim();
  if (value.length < ITEM_MIN_LENGTH || value.length > ITEM_MAX_LENGTH) return "itemLength";
  if (items.includes(value)) return "itemDuplicate";
  if (items.length >= maxItems) return "itemMax";
  return undefined;
}

// Radio option: a label over 50 characters or a description over 200 is replaced by the "maximum exceeded" text.
export const RADIO_LABEL_MAX = 50;
export const RADIO_DESCRIPTION_MAX = 200;

/** The label and description a radio option shows: null where the text exceeds its maximum. */
export function radioTexts(
  label: string,
  description = "",
): { label: string | null; description: string | null } {
  return {
    label: label.length > RADIO_LABEL_MAX ? null : label,
    description: description.length > RADIO_DESCRIPTION_MAX ? null : description,
  };
}

/** A multi-select with a minimum keeps its last selections: deselecting one is refused ('Debe tener minimo…'). */
export function canDeselect(selectedCount: number, minimum = 1): boolean {
  return selectedCount - 1 >= minimum;
}

export const TOUCH_SPIN_MAX = 9_999_999_999;

/** Touch spin: an integer from 0 to 9999999999. */
export const touchSpinValue = z
  .number(ruleKey("integer"))
  .int(ruleKey("integer"))
  .min(0, ruleKey("touchSpinRange"))
  .max(TOUCH_SPIN_MAX, ruleKey("touchSpinRange"));
