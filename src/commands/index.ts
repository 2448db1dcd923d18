import { consumptionCommands } from "./consumption";
import { dashboardCommands } from "./dashboard";
import { generalCommands } from "./general";
import { legacyCommands } from "./legacy";
import { navigationCommands } from "./navigation";
import { exposePaletteHook } from "./palette/bench-hook";
import { registerCommands } from "./registry";
import { systemCommands } from "./system";
import type { AnyCommand } from "./types";
import { workspaceCommands } from "./workspace";

// The composition root of the commands: each module's declaration file is listed here once.
// A module adds `src/commands/<module>.ts` exporting its commands and one line below.
export const allCommands: readonly AnyCommand[] = [
  ...generalCommands,
  ...workspaceCommands,
  ...navigationCommands,
  ...consumptionCommands,
  ...dashboardCommands,
  ...systemCommands,
  ...legacyCommands,
];

const unregister = registerCommands(allCommands);
import.meta.hot?.dispose(unregister);
exposePaletteHook();

export { ConfirmDialog } from "./confirm-dialog";
export {
  type ContextOverrides,
  currentContext,
  openScreen,
  useCommandContext,
  useSessionSnapshot,
} from "./context";
export { type ExecuteResult, executeCommand } from "./execute";
export { useCommands, useRegistry, useRowActions } from "./hooks";
export { installKeybindings, KeyBindings } from "./keybindings";
export { ariaKeyShortcuts, formatKeys, formatKeysText } from "./keys";
export { deriveMenu, type MenuEntry, type MenuItem, useMenu } from "./menu";
export { Palette } from "./palette/palette";
export { type PaletteItem, type PaletteProvider, registerPaletteProvider } from "./palette/providers";
export { closePalette, openCheatSheet, openPalette } from "./palette/state";
export {
  type AvailableCommand,
  availableCommands,
  getCommand,
  getCommands,
  registerCommands,
} from "./registry";
export * from "./types";
