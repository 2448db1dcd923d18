import { useQuery } from "@tanstack/react-query";
import { cachedPolicy, dataPoliciesQuery } from "../api/privacy";
import type { Enablement } from "../commands/types";
import type { PersonalDataModule } from "../contract/personal-data";
import { can, type RuleHolder } from "../permissions/catalog";

// Personal data of end users (issue 32 item 2): the server masks a module's e-mails, phones, IPs and names for
// a user without its "personal" privilege. The console masks nothing itself: it says so, and offers to reveal
// one value where the module's policy allows it.

/** Whether the module's personal data reaches this user masked (root holds every privilege). */
export function isMasked(user: RuleHolder | null | undefined, module: PersonalDataModule): boolean {
  return !can(user, module, "personal");
}

/**
 * Whether a reveal command is enabled: the module's policy allows it, or why not. A policy not read yet does
 * not hold the command back (the server refuses, translated, if the policy forbids it).
 */
export function revealEnablement(module: PersonalDataModule): Enablement {
  const policy = cachedPolicy(module);
  return policy?.reveal !== false || { reason: "kit.personalData.revealOff" };
}

/** The module's policy, read for a screen that shows its data (commands read the same cache). */
export function usePersonalDataPolicy(module: PersonalDataModule) {
  const policies = useQuery(dataPoliciesQuery());
  return policies.data?.find((policy) => policy.module === module);
}
