import { phonePrefix } from "../../contract/phone";
import { searchable } from "./find-subscribers";
import { classifyTerm } from "./term";

/** Why a palette look-up found nobody: an i18n key under consumption.noMatch and its values. */
export type NoMatch = { key: string; values: Record<string, string> };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]*$/;

/**
 * What to tell the operator when a look-up finds nobody, instead of "no results": the text is not an e-mail
 * or a Mexican phone at all, or nobody in the selected region has it (or starts with it). Null for text that
 * is no look-up (the palette's commands answer it).
 */
export function noMatchReason(query: string): NoMatch | null {
  const term = classifyTerm(query);
  if (!searchable(term, false)) return null;
  const text = term.value;
  if (term.kind === "email") {
    if (!EMAIL_SHAPE.test(text)) return { key: "badEmail", values: { text } };
    return { key: term.complete ? "noEmail" : "noEmailStart", values: { text } };
  }
  if (term.kind === "phone") {
    const digits = phonePrefix(text);
    if (digits === null) return { key: "badPhone", values: { text } };
    return { key: term.complete ? "noPhone" : "noPhoneStart", values: { text: digits } };
  }
  return { key: "noEmailStart", values: { text } };
}
