import { defineModule } from "../../commands/module";
import { ShortcutBindingsLoader } from "./bindings-loader";
import { shortcutCommands } from "./commands";
import { RebindHost } from "./rebind-dialog";

// Own shortcuts (issue 32 item 4): any command's keys rebound from the cheat sheet or the palette, stored per
// user on the server; the binder and every hint read them through src/commands/user-keys.ts.
export const shortcuts = defineModule({
  id: "shortcuts",
  namespace: "shortcuts",
  screens: [],
  commands: shortcutCommands,
  globals: [ShortcutBindingsLoader, RebindHost],
});
