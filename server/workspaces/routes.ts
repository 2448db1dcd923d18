import type { Context } from "hono";
import { workspaceCalls } from "../../src/contract/workspaces.ts";
import { type AppEnv, isoAt } from "../context.ts";
import { implement } from "../platform/route.ts";
import {
  deleteWorkspace,
  listWorkspaces,
  type Owner,
  renameWorkspace,
  saveWorkspace,
  setHome,
} from "./store.ts";
import { workspacesDb } from "./tables.ts";

/** The caller, whose workspaces every call is confined to, and the time of the change. */
const ownerOf = (c: Context<AppEnv>): Owner => ({ userId: c.var.user.user_id, now: isoAt(c.var.clock()) });

export const workspaceRoutes = implement(workspaceCalls, ({ db }) => {
  const wdb = workspacesDb(db);
  return {
    listWorkspaces: async (_input, c) => listWorkspaces(wdb, c.var.user.user_id),
    saveWorkspace: async ({ body }, c) => saveWorkspace(wdb, ownerOf(c), body),
    renameWorkspace: async ({ params, body }, c) =>
      renameWorkspace(wdb, ownerOf(c), params.workspace_id, body.name),
    deleteWorkspace: async ({ params }, c) => deleteWorkspace(wdb, c.var.user.user_id, params.workspace_id),
    setHomeWorkspace: async ({ params }, c) => setHome(wdb, ownerOf(c), params.workspace_id, true),
    unsetHomeWorkspace: async ({ params }, c) => setHome(wdb, ownerOf(c), params.workspace_id, false),
  };
});
