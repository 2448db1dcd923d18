import { useQuery } from "@tanstack/react-query";
import { checkMailId, mailKeys } from "../../api/mails";
import { MAIL_ID } from "../../contract/mails";
import { useDebounced } from "../../ui/data-table/use-debounced";

const CHECK_DELAY_MS = 400;

export type IdStatus = "unknown" | "checking" | "available" | "taken" | "error";

/** Spec 2 §5: the id is checked by id and region while typed; it is valid when no mail is returned. */
export function useMailIdCheck(id: string, region: string): IdStatus {
  const value = id.trim().toUpperCase();
  const valid = value.length >= 3 && MAIL_ID.test(value) && region !== "";
  const settled = useDebounced(`${value}@${region}`, CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: mailKeys.mails.detail(["available", settled]),
    queryFn: ({ signal }) => checkMailId(value, region, { signal }),
    enabled: valid && settled === `${value}@${region}`,
    staleTime: 5_000,
    retry: false,
  });
  if (!valid) return "unknown";
  if (settled !== `${value}@${region}` || query.isFetching || query.isPending) return "checking";
  if (query.isError) return "error";
  return query.data.available ? "available" : "taken";
}
