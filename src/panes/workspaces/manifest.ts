import { defineModule } from "../../commands/module";
import { workspaceCommands } from "./commands";
import { savedWorkspaceProvider } from "./open-provider";
import { RenameWorkspaceHost } from "./rename-dialog";
import { SaveWorkspaceHost } from "./save-dialog";

// Saved workspaces (issue 32 item 3): named layouts of the user's own, stored on the server as the console URL
// that already describes a layout, reopened from the palette; one of them may be where sign-in lands.
export const workspaces = defineModule({
  id: "workspaces",
  namespace: "workspaces",
  screens: [],
  commands: workspaceCommands,
  paletteProviders: [savedWorkspaceProvider],
  globals: [SaveWorkspaceHost, RenameWorkspaceHost],
});
