import type { TFunction } from "i18next";
import type { EnvelopeExtra } from "../contract/envelope";
import { isApiError } from "./errors";
import { isUnreachable } from "./reachability";

// One translated message for any failed call, whatever shape the server's payload had (spec 2 §8 "criterion
// error payload shapes", spec 3 §7 "payload error conventions"), in this order:
// - a bare string or null payload: the screen's title with the payload;
// - extra.error_code / extra.error_msg (payload.error set): the server's error_msg with its error_code;
// - extra.validation: the message with the validation details;
// - an envelope code: its text (errors.codes), else the server's translation (server.<code>), else its message;
// - anything else: "Ha ocurrido un error".

export type ErrorMessageOptions = {
  /** The screen's title for this failure (e.g. the clone-rates error title), shown before a bare payload. */
  title?: string;
};

type Parts =
  | { bare: true; payload: unknown }
  | { bare: false; code?: string; message?: string; extra?: EnvelopeExtra };

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

function partsOf(error: unknown): Parts {
  if (isApiError(error)) {
    if ("payload" in error) return { bare: true, payload: error.payload };
    return { bare: false, code: error.code, message: error.serverMessage, extra: error.extra };
  }
  if (error === null || error === undefined || typeof error === "string")
    return { bare: true, payload: error };
  if (error instanceof Error || typeof error !== "object") return { bare: false };
  // A payload a caller read itself.
  const body = error as { error?: unknown; message?: unknown; extra?: unknown };
  const extra = body.extra && typeof body.extra === "object" ? (body.extra as EnvelopeExtra) : undefined;
  return { bare: false, code: text(body.error), message: text(body.message), extra };
}

/** Validation details as the servers send them: a text, a list, or messages by field. */
function details(validation: unknown): string {
  if (Array.isArray(validation)) return validation.map(details).filter(Boolean).join("; ");
  if (validation && typeof validation === "object")
    return Object.entries(validation)
      .map(([field, value]) => `${field}: ${details(value)}`)
      .join("; ");
  return validation === null || validation === undefined ? "" : String(validation);
}

function codeText(t: TFunction, code: string, fallback?: string): string {
  if (code === "error_network") return t("errors.network");
  const own = t(`errors.codes.${code}`, { defaultValue: "" });
  if (own) return own;
  return t(`server.${code}`, { defaultValue: fallback ?? t("errors.generic") });
}

export function errorMessage(t: TFunction, error: unknown, options: ErrorMessageOptions = {}): string {
  // A gateway's error page (502-504) is not the server's word: the server could not be reached.
  if (isUnreachable(error)) return t("errors.network");
  const parts = partsOf(error);
  if (parts.bare) {
    const title = options.title ?? t("errors.generic");
    const payload = text(parts.payload) ?? (typeof parts.payload === "object" ? undefined : parts.payload);
    return payload === null || payload === undefined ? title : t("errors.withPayload", { title, payload });
  }
  const { code, message, extra } = parts;
  const errorCode = text(extra?.error_code);
  const errorMsg = text(extra?.error_msg);
  if (errorCode || errorMsg) {
    const said = errorMsg ?? (errorCode ? codeText(t, errorCode) : t("errors.generic"));
    return errorCode ? t("errors.withCode", { message: said, code: errorCode }) : said;
  }
  const validation = details(extra?.validation);
  if (validation)
    return t("errors.validation", { message: message ?? t("errors.generic"), details: validation });
  if (code) return codeText(t, code, message);
  return message ?? t("errors.generic");
}

/**
 * The endpoint itself failed rather than refusing the request: no answer, a server failure (5xx), or a body
 * that is not an envelope (spec 2 §8's 'Error en el EndPoint' for mails and signals).
 */
export function endpointFailed(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === "error_network" || error.httpStatus >= 500 || "payload" in error;
}

/** A change the server never received (./reachability.ts): it says so, and that what was typed is kept. */
export function notSavedText(t: TFunction, error: unknown): string | undefined {
  return isUnreachable(error) ? t("errors.notSaved") : undefined;
}
