import type { Selectable } from "kysely";
import { type SavedWorkspace, WORKSPACES_PER_USER } from "../../src/contract/workspaces.ts";
import { countWhere, firstWhere } from "../db/by-keys.ts";
import { isUniqueViolation } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import type { SavedWorkspaceTable, WorkspacesDb } from "./tables.ts";

// The only writer of saved_workspaces. Every statement is scoped to the caller's user id: another user's
// workspace is never read, changed or deleted, and reads as not found.

const COLUMNS = ["workspace_id", "name", "url", "is_home", "created_at", "updated_at"] as const;

type Row = Pick<Selectable<SavedWorkspaceTable>, (typeof COLUMNS)[number]>;

const shape = (row: Row): SavedWorkspace => ({ ...row, is_home: row.is_home === 1 });

export type Owner = { userId: number; now: string };

export async function listWorkspaces(db: WorkspacesDb, userId: number): Promise<SavedWorkspace[]> {
  const rows = await db
    .selectFrom("saved_workspaces")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("name")
    .orderBy("workspace_id")
    .execute();
  return rows.map(shape);
}

async function ownRow(db: WorkspacesDb, userId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom("saved_workspaces")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("workspace_id", "=", id)
    .executeTakeFirst();
  if (!row) throw new ApiError("workspace_not_found");
  return row;
}

/** The id of the user's workspace with this name, if any. */
async function idNamed(db: WorkspacesDb, userId: number, name: string): Promise<number | undefined> {
  const row = await firstWhere(db, "saved_workspaces", "workspace_id", { user_id: userId, name });
  return row?.workspace_id;
}

/** A second writer of the same name between the check and the write meets the unique index: the same refusal. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("workspace_name_taken", { datafield: "name" });
    throw error;
  }
}

/** A new workspace under `name`, or (replace) the layout of the one already named so. */
export function saveWorkspace(
  db: WorkspacesDb,
  { userId, now }: Owner,
  input: { name: string; url: string; replace?: boolean },
): Promise<SavedWorkspace> {
  return refusingTakenName(() =>
    db.transaction().execute(async (trx) => {
      const named = await idNamed(trx, userId, input.name);
      if (named !== undefined && !input.replace)
        throw new ApiError("workspace_name_taken", { datafield: "name" });
      if (named !== undefined) {
        await trx
          .updateTable("saved_workspaces")
          .set({ url: input.url, updated_at: now })
          .where("workspace_id", "=", named)
          .execute();
        return shape(await ownRow(trx, userId, named));
      }
      if ((await countWhere(trx, "saved_workspaces", { user_id: userId })) >= WORKSPACES_PER_USER)
        throw new ApiError("workspace_limit_reached");
      const row = await trx
        .insertInto("saved_workspaces")
        .values({ user_id: userId, name: input.name, url: input.url, created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return shape(row);
    }),
  );
}

export function renameWorkspace(db: WorkspacesDb, { userId, now }: Owner, id: number, name: string) {
  return refusingTakenName(() =>
    db.transaction().execute(async (trx) => {
      await ownRow(trx, userId, id);
      const named = await idNamed(trx, userId, name);
      if (named !== undefined && named !== id)
        throw new ApiError("workspace_name_taken", { datafield: "name" });
      await trx
        .updateTable("saved_workspaces")
        .set({ name, updated_at: now })
        .where("workspace_id", "=", id)
        .where("user_id", "=", userId)
        .execute();
      return shape(await ownRow(trx, userId, id));
    }),
  );
}

export async function deleteWorkspace(db: WorkspacesDb, userId: number, id: number) {
  const deleted = await db
    .deleteFrom("saved_workspaces")
    .where("user_id", "=", userId)
    .where("workspace_id", "=", id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError("workspace_not_found");
  return { workspace_id: id };
}

/**
 * Makes the workspace the user's home (home: true) or no longer (false). Clearing every other row of the user
 * first locks them all, so two concurrent choices of home end with the later one, never two homes.
 */
export function setHome(db: WorkspacesDb, { userId, now }: Owner, id: number, home: boolean) {
  return db.transaction().execute(async (trx) => {
    await ownRow(trx, userId, id);
    if (home)
      await trx
        .updateTable("saved_workspaces")
        .set({ is_home: 0 })
        .where("user_id", "=", userId)
        .where("workspace_id", "!=", id)
        .execute();
    await trx
      .updateTable("saved_workspaces")
      .set({ is_home: home ? 1 : 0, updated_at: now })
      .where("workspace_id", "=", id)
      .where("user_id", "=", userId)
      .execute();
    return shape(await ownRow(trx, userId, id));
  });
}
