import { SHORTCUTS_PER_USER, type ShortcutBinding } from "../../src/contract/shortcuts.ts";
import { allWhere, countWhere } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import type { ShortcutsDb } from "./tables.ts";

// The only writer of user_shortcuts. Every statement is scoped to the caller's user id: another user's
// bindings are never read, changed or reset.

export type Owner = { userId: number; now: string };

export function listShortcuts(db: ShortcutsDb, userId: number): Promise<ShortcutBinding[]> {
  return allWhere(db, "user_shortcuts", ["command_id", "keys"], { user_id: userId }, "command_id");
}

/**
 * The user's keys for a command, replacing what they had chosen. The limit bounds what one user stores (it is
 * no business rule): two of their own concurrent first bindings may pass it by one, never by more.
 */
export function setShortcut(
  db: ShortcutsDb,
  { userId, now }: Owner,
  binding: ShortcutBinding,
): Promise<ShortcutBinding> {
  return db.transaction().execute(async (trx) => {
    const replaced = await trx
      .updateTable("user_shortcuts")
      .set({ keys: binding.keys, updated_at: now })
      .where("user_id", "=", userId)
      .where("command_id", "=", binding.command_id)
      .executeTakeFirst();
    if (Number(replaced.numUpdatedRows) > 0) return binding;
    if ((await countWhere(trx, "user_shortcuts", { user_id: userId })) >= SHORTCUTS_PER_USER)
      throw new ApiError("shortcut_limit_reached");
    await trx
      .insertInto("user_shortcuts")
      .values({ user_id: userId, ...binding, updated_at: now })
      .onConflict((oc) =>
        oc.columns(["user_id", "command_id"]).doUpdateSet({ keys: binding.keys, updated_at: now }),
      )
      .execute();
    return binding;
  });
}

/** The command's default again; resetting a command the user never rebound changes nothing. */
export async function resetShortcut(db: ShortcutsDb, userId: number, commandId: string) {
  await db
    .deleteFrom("user_shortcuts")
    .where("user_id", "=", userId)
    .where("command_id", "=", commandId)
    .execute();
  return { command_id: commandId };
}

export async function resetShortcuts(db: ShortcutsDb, userId: number) {
  const deleted = await db.deleteFrom("user_shortcuts").where("user_id", "=", userId).executeTakeFirst();
  return { reset: Number(deleted.numDeletedRows) };
}
