import type { TFunction } from "i18next";
import { isApiError } from "../../api/errors";
import { type SaveFailure, serverFailure } from "../../kit/zod-form";

/** A failure that never reached the server (as opposed to one it refused). */
export const isConnectionFailure = (error: unknown) => isApiError(error) && error.code === "error_network";

/** Spec 2 §8: 'Hubo un problema de conexión' when the server was not reached; its reason when it refused. */
export function providerFailure(t: TFunction, error: unknown): SaveFailure {
  if (!isConnectionFailure(error)) return serverFailure(t, error);
  const reason = t("providers.messages.connection");
  return { message: reason, reason };
}
