import { checkMailId, mailKeys } from "../../api/mails";
import { MAIL_ID } from "../../contract/mails";
import { type Availability, useAvailability } from "../../kit/availability";

/** Spec 2 §5: the id is checked by id and region while typed; it is valid when no mail is returned. */
export function useMailIdCheck(id: string, region: string): Availability {
  const value = id.trim().toUpperCase();
  return useAvailability({
    value: `${value}@${region}`,
    checkable: value.length >= 3 && MAIL_ID.test(value) && region !== "",
    delayMs: 400,
    queryKey: (settled) => mailKeys.mails.detail(["available", settled]),
    // Asked only once the typed id and region have settled: they are the settled value's.
    isTaken: async (_settled, signal) => !(await checkMailId(value, region, { signal })).available,
  });
}
