import { isRoot } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import { ApiError } from "../envelope.ts";
import type { GroupRole } from "./user-rows.ts";

/**
 * A non-root administrator may only grant groups they hold themselves (through an active row): otherwise
 * anyone with user/new or user/edit could give a user (themselves included, through a second account) the
 * administrators' group. Rows the target already holds are not a grant and stay as they are; removing rows
 * is not an escalation either.
 */
export function checkGrantable(
  actor: AuthUser,
  rows: readonly GroupRole[],
  held: readonly GroupRole[],
): void {
  if (isRoot(actor)) return;
  const own = new Set(actor.groups.map((group) => group.group_id));
  const isHeld = (row: GroupRole) =>
    held.some((h) => h.group_id === row.group_id && h.profile_id === row.profile_id);
  if (rows.some((row) => !isHeld(row) && !own.has(row.group_id)))
    throw new ApiError("user_group_forbidden", {
      datafield: "profiles",
      message: "No puede asignar grupos que usted no tiene.",
    });
}
