export { ConfirmDialog } from "./confirm-dialog";
export { type ContextOverrides, currentContext, useCommandContext, useSessionSnapshot } from "./context";
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
