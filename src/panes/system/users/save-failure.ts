import type { TFunction } from "i18next";
import { errorCode, errorField, errorText } from "../shared/errors";

export type SaveFailure = { message: string; field?: string; reason: string };

/**
 * Spec 1 §8: a failed create or update says 'Error cargando datos.' plus ' El correo seleccionado ya existe.'
 * for user_email_exists, else the server's reason; the field it names (datafield) shows the reason too.
 */
export function userSaveFailure(t: TFunction, error: unknown): SaveFailure {
  const reason = errorText(t, error);
  const message =
    errorCode(error) === "user_email_exists"
      ? `${t("common.errorLoading")}${t("system.users.emailExistsSuffix")}`
      : `${t("common.errorLoading")} ${reason}`;
  return { message, field: errorField(error), reason };
}
