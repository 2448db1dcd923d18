import type { TFunction } from "i18next";
import { loadingFailure, type SaveFailure } from "../../../kit/zod-form";
import { errorCode, systemFailure } from "../shared/errors";

/**
 * Spec 1 §8: a failed create or update says 'Error cargando datos.' plus ' El correo seleccionado ya existe.'
 * for user_email_exists, else the server's reason; the field it names (datafield) shows the reason too. The
 * server's `profiles` is the form's group/role rows.
 */
export function userSaveFailure(t: TFunction, error: unknown): SaveFailure {
  const failure = loadingFailure(t, error, systemFailure);
  const field = failure.field === "profiles" ? "rows" : failure.field;
  if (errorCode(error) !== "user_email_exists") return { ...failure, field };
  return { ...failure, field, message: `${t("common.errorLoading")}${t("system.users.emailExistsSuffix")}` };
}
