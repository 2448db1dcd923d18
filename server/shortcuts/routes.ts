import { shortcutCalls } from "../../src/contract/shortcuts.ts";
import { isoAt } from "../context.ts";
import { implement } from "../platform/route.ts";
import { listShortcuts, resetShortcut, resetShortcuts, setShortcut } from "./store.ts";
import { shortcutsDb } from "./tables.ts";

// The user is always the session's: no call takes whose bindings it reads or writes from its input.
export const shortcutRoutes = implement(shortcutCalls, ({ db }) => {
  const sdb = shortcutsDb(db);
  return {
    listShortcuts: async (_input, c) => listShortcuts(sdb, c.var.user.user_id),
    setShortcut: async ({ params, body }, c) =>
      setShortcut(
        sdb,
        { userId: c.var.user.user_id, now: isoAt(c.var.clock()) },
        { command_id: params.command_id, keys: body.keys },
      ),
    resetShortcut: async ({ params }, c) => resetShortcut(sdb, c.var.user.user_id, params.command_id),
    resetShortcuts: async (_input, c) => resetShortcuts(sdb, c.var.user.user_id),
  };
});
