import { z } from "zod";
import { defineCalls } from "./define.ts";
import { idParams } from "./fields.ts";

// Saved workspaces (issue 32 item 3): a named layout of the signed-in user's console, stored as the console URL
// that already describes it (src/workspace/url.ts: the focused pane's route and, with several panes, `ws`).
// Every call reads and writes the caller's own workspaces only.

export const WORKSPACE_NAME_MAX = 80;
export const WORKSPACE_URL_MAX = 4000;
/** Saved workspaces a user may keep. */
export const WORKSPACES_PER_USER = 50;

// A path and query on the console's own origin, in the characters the console's URLs are written with
// (encodeURIComponent's, the layout's delimiters and whole %XX escapes): never another origin ("//host", "https:"),
// a fragment, a backslash or a space.
const CONSOLE_PATH =
  /^\/(?:[A-Za-z0-9\-._~!*'(),:;=&?+@]|%[0-9A-Fa-f]{2})(?:[A-Za-z0-9\-._~!*'(),:;=&?+@/]|%[0-9A-Fa-f]{2})*$/;
// The session pages are not layouts.
const SESSION_PAGES = new Set(["/", "/login", "/logout", "/recover"]);

/** Whether a text is a console path (and query) a saved workspace can hold. */
export function isConsolePath(url: string): boolean {
  return url.length <= WORKSPACE_URL_MAX && CONSOLE_PATH.test(url) && !SESSION_PAGES.has(url.split("?")[0]);
}

export const workspaceName = z.string().trim().min(1).max(WORKSPACE_NAME_MAX);
// The pattern first: it documents the rule (OpenAPI) and lets generated examples meet it.
export const workspaceUrl = z.string().max(WORKSPACE_URL_MAX).regex(CONSOLE_PATH).refine(isConsolePath);

export const savedWorkspace = z.object({
  workspace_id: z.int(),
  name: z.string(),
  url: z.string(),
  is_home: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedWorkspace = z.output<typeof savedWorkspace>;

const workspaceParams = idParams("workspace_id");

export const workspaceCalls = defineCalls("workspaces", {
  listWorkspaces: {
    summary: "The signed-in user's saved workspaces, by name; at most one is their home",
    method: "GET",
    path: "/workspaces",
    result: z.array(savedWorkspace),
    access: "signed-in",
  },
  saveWorkspace: {
    summary:
      "Saves a layout under a name: a new workspace, or (with replace) the same name's workspace takes the " +
      "new layout; an existing name without replace is refused",
    method: "PUT",
    path: "/workspaces",
    body: z.object({ name: workspaceName, url: workspaceUrl, replace: z.boolean().optional() }),
    result: savedWorkspace,
    errors: ["workspace_name_taken", "workspace_limit_reached"],
    access: "signed-in",
  },
  renameWorkspace: {
    summary: "Renames one of the user's workspaces",
    method: "PUT",
    path: "/workspaces/:workspace_id",
    params: workspaceParams,
    body: z.object({ name: workspaceName }),
    result: savedWorkspace,
    errors: ["workspace_not_found", "workspace_name_taken"],
    access: "signed-in",
  },
  deleteWorkspace: {
    summary: "Deletes one of the user's workspaces",
    method: "DELETE",
    path: "/workspaces/:workspace_id",
    params: workspaceParams,
    result: z.object({ workspace_id: z.int() }),
    errors: ["workspace_not_found"],
    access: "signed-in",
  },
  setHomeWorkspace: {
    summary: "Makes one of the user's workspaces their home (opened after sign-in); the previous home is not",
    method: "PUT",
    path: "/workspaces/:workspace_id/home",
    params: workspaceParams,
    result: savedWorkspace,
    errors: ["workspace_not_found"],
    access: "signed-in",
  },
  unsetHomeWorkspace: {
    summary: "The workspace is no longer the user's home (sign-in lands on the default screen again)",
    method: "DELETE",
    path: "/workspaces/:workspace_id/home",
    params: workspaceParams,
    result: savedWorkspace,
    errors: ["workspace_not_found"],
    access: "signed-in",
  },
});
