import type { TFunction } from "i18next";
import { errorCode } from "../shared/errors";
import { loadingFailure, type SaveFailure } from "../shared/use-form-state";

/**
 * Spec 1 §8: a failed create or update says 'Error cargando datos.' plus ' El correo seleccionado ya existe.'
 * for user_email_exists, else the server's reason; the field it names (datafield) shows the reason too.
 */
export function userSaveFailure(t: TFunction, error: unknown): SaveFailure {
  const failure = loadingFailure(t, error);
  if (errorCode(error) !== "user_email_exists") return failure;
  return { ...failure, message: `${t("common.errorLoading")}${t("system.users.emailExistsSuffix")}` };
}
