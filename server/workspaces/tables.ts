import type { Generated } from "kysely";
import { moduleDb } from "../db/module-db.ts";

// The saved workspaces module's own table (typed where used with db.withTables<WorkspacesTables>()).

export type SavedWorkspaceTable = {
  workspace_id: Generated<number>;
  user_id: number;
  name: string;
  /** The console URL (path and query) of the layout, in the console's own format (src/workspace/url.ts). */
  url: string;
  /** 0/1: the workspace sign-in opens; at most one per user (a partial unique index). */
  is_home: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type WorkspacesTables = { saved_workspaces: SavedWorkspaceTable };
export const workspacesDb = moduleDb<WorkspacesTables>();
export type WorkspacesDb = ReturnType<typeof workspacesDb>;
