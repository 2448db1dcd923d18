import {
  declaredText,
  declaredTexts,
  type ErrorLanguage,
  textsOf,
} from "../../src/contract/define-errors.ts";
import { ERROR_SETS, type ErrorCode } from "../../src/contract/errors.ts";
import { platformErrors } from "../../src/contract/platform-errors.ts";

/** Message shown by the console when a module privilege is missing (spec 1 §6). */
export const NO_PERMISSION_MESSAGE = platformErrors.codes.user_without_permission.es;

// Texts the server has beyond its error codes (those are the modules' declarations, src/contract).
const SERVER_TEXTS = {
  es: {
    password_recovery_sent: "Se ha enviado un correo con las instrucciones para recuperar su contraseña.",
    password_updated: "La contraseña ha sido actualizada.",
  },
  en: {
    password_recovery_sent: "An e-mail with instructions to recover your password has been sent.",
    password_updated: "The password has been updated.",
  },
} as const;

type Messages = Record<ErrorCode | keyof (typeof SERVER_TEXTS)["es"], string>;

const messagesOf = (codeTexts: (language: ErrorLanguage) => Record<string, string>) => ({
  es: { ...codeTexts("es"), ...SERVER_TEXTS.es } as Messages,
  en: { ...codeTexts("en"), ...SERVER_TEXTS.en } as Messages,
});

/** The texts of the catalogue's codes (src/contract/errors.ts) and the server's own, in Spanish and English. */
export const MESSAGES = messagesOf((language) => textsOf(ERROR_SETS, language));

/**
 * What GET /services/base/translations serves: the text of every code declared in this process (a module
 * outside the catalogue included), so the console can show a message for a code it has no text of its own for.
 */
export function serverMessages(): typeof MESSAGES {
  return messagesOf(declaredTexts);
}

/** The Spanish text of a code, the message its refusals carry. */
export function spanishText(code: ErrorCode): string {
  return declaredText(code, "es") ?? code;
}
