import { Command as CommandIcon, Keyboard } from "lucide-react";
import { PALETTE_KEYS } from "./early-palette-key";
import { openCheatSheet, openPalette } from "./palette/state";
import type { AnyCommand } from "./types";

export const generalCommands: readonly AnyCommand[] = [
  {
    id: "general.openPalette",
    title: "commands.general.openPalette",
    module: "general",
    icon: CommandIcon,
    keywords: ["paleta", "palette", "comandos", "commands", "buscar", "search"],
    keys: PALETTE_KEYS,
    // Ctrl/⌘+K types nothing, so it opens the palette from inside text fields too.
    keysInInputs: true,
    surfaces: [],
    run: () => openPalette(),
  },
  {
    id: "general.showShortcuts",
    title: "commands.general.showShortcuts",
    module: "general",
    icon: Keyboard,
    keywords: ["atajos", "shortcuts", "teclado", "keyboard", "ayuda", "help"],
    keys: "?",
    surfaces: ["palette"],
    run: () => openCheatSheet(),
  },
];
