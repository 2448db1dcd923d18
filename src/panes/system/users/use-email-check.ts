import { systemKeys } from "../../../api/system-keys";
import { findEmail } from "../../../api/users";
import { type Availability, useAvailability } from "../../../kit/availability";
import { EMAIL } from "./user-form";

/**
 * Spec 1 §4: the e-mail is checked against the server while typed (POST /user/findby, result 0 = available).
 * An unchanged e-mail of the user being edited is not checked.
 */
export function useEmailCheck(email: string, own?: string): Availability {
  const value = email.trim().toLowerCase();
  return useAvailability({
    value,
    checkable: EMAIL.test(value) && value !== own?.toLowerCase(),
    delayMs: 400,
    queryKey: systemKeys.emailTaken,
    isTaken: async (settled, signal) => (await findEmail(settled, signal)) === 1,
  });
}
