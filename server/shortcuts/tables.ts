import { moduleDb } from "../db/module-db.ts";

// The own-shortcuts module's table (typed where used with db.withTables<ShortcutsTables>()).

export type UserShortcutTable = {
  user_id: number;
  /** A console command id ('consumption.showDetail'); one the user cannot see is simply unused. */
  command_id: string;
  /** The chord in the console's notation ('mod+shift+l'). */
  keys: string;
  updated_at: string;
};

export type ShortcutsTables = { user_shortcuts: UserShortcutTable };
export const shortcutsDb = moduleDb<ShortcutsTables>();
export type ShortcutsDb = ReturnType<typeof shortcutsDb>;
