import type { TFunction } from "i18next";
import { errorMessage } from "../../../api/error-message";
import { productKeys } from "../../../api/products/keys";
import { queryClient } from "../../../api/query-client";

// Spec 3 §7, §8: a failed call shows the action's text and, below it, what the server said (error_code and
// error_msg, or its validation and message, or the payload); the generic title when it said nothing.

export function productFailure(
  t: TFunction,
  key: string,
  error: unknown,
): { title: string; description?: string } {
  const said = errorMessage(t, error, { title: t(key) });
  return said === t(key) ? { title: said } : { title: t(key), description: said };
}

/** Every cached products query (lists, rates, checks) reloads after a change. */
export function refreshProducts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productKeys.all() });
}
