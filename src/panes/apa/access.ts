import type { Requirement } from "../../commands/types";
import { can, type RuleHolder } from "../../permissions/catalog";

// Spec 2 §6: a rule admapa with view is full access; apauat with view (without admapa) a UAT-only user (no
// prod, no metadata); neither, no APA at all (the screens send them to /index/main).

export type ApaAccess = "full" | "uat" | "none";

export function apaAccessOf(user: RuleHolder | null | undefined): ApaAccess {
  if (can(user, "admapa", "view")) return "full";
  return can(user, "apauat", "view") ? "uat" : "none";
}

export const APA_REQUIRES: Requirement = { module: ["admapa", "apauat"], privilege: "view" };
