import { useQuery } from "@tanstack/react-query";
import { systemKeys } from "../../../api/system-keys";
import { findEmail } from "../../../api/users";
import { useDebounced } from "../../../ui/data-table/use-debounced";
import { EMAIL, type EmailStatus } from "./user-form";

const CHECK_DELAY_MS = 400;

/**
 * Spec 1 §4: the e-mail is checked against the server while typed (POST /user/findby, result 0 = available).
 * An unchanged e-mail of the user being edited is not checked.
 */
export function useEmailCheck(email: string, own?: string): EmailStatus {
  const value = email.trim().toLowerCase();
  const settled = useDebounced(value, CHECK_DELAY_MS);
  const checkable = EMAIL.test(settled) && settled !== own?.toLowerCase();
  const query = useQuery({
    queryKey: systemKeys.emailTaken(settled),
    queryFn: ({ signal }) => findEmail(settled, signal),
    enabled: checkable,
    staleTime: 5_000,
    retry: false,
  });
  if (!EMAIL.test(value) || value === own?.toLowerCase()) return "unknown";
  if (value !== settled || query.isFetching || query.isPending) return "checking";
  if (query.isError) return "error";
  return query.data === 1 ? "taken" : "available";
}
