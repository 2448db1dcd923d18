import type { Context } from "hono";
import {
  maskEmail,
  maskEmailsInText,
  maskIp,
  maskName,
  maskPhone,
  PERSONAL_DATA_MODULES,
  type PersonalDataModule,
} from "../../src/contract/personal-data.ts";
import { can, type RuleHolder } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";

// End users' personal data in answers (issue 32 item 2). A module passes every e-mail, phone, IP and name of an
// end user through the masker of the caller before answering: whole for a caller holding the module's
// "personal" privilege (root holds everything), masked by the contract's functions otherwise. A look-up still
// reads and compares the whole values; only what is sent is masked. null stays null.

type Mask = (value: string) => string;
/** A value masked (or not) the same way, null and undefined passed through. */
type Field = <V extends string | null | undefined>(value: V) => V;

export type PersonalData = {
  /** True when the caller lacks the module's "personal" privilege: values go out masked. */
  masked: boolean;
  email: Field;
  phone: Field;
  ip: Field;
  name: Field;
  /** Free text (an audit message, a before → after value): every e-mail in it. */
  text: Field;
};

const field =
  (masked: boolean, mask: Mask): Field =>
  (value) =>
    (masked && typeof value === "string" ? mask(value) : value) as typeof value;

/** Whether a user sees the module's personal data whole (modules without personal data: always). */
export function seesPersonalData(user: RuleHolder, module: string): boolean {
  if (!isPersonalDataModule(module)) return true;
  return can(user, module, "personal");
}

export function isPersonalDataModule(module: string): module is PersonalDataModule {
  return (PERSONAL_DATA_MODULES as readonly string[]).includes(module);
}

/** The masker of a user in a module. */
export function personalDataOf(user: RuleHolder, module: PersonalDataModule): PersonalData {
  const masked = !seesPersonalData(user, module);
  return {
    masked,
    email: field(masked, maskEmail),
    phone: field(masked, maskPhone),
    ip: field(masked, maskIp),
    name: field(masked, maskName),
    text: field(masked, maskEmailsInText),
  };
}

/** The masker of the signed-in caller in a module. */
export const personalData = (c: Context<AppEnv>, module: PersonalDataModule): PersonalData =>
  personalDataOf(c.var.user, module);
