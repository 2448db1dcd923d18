import { Bell, Command as CommandIcon, Keyboard } from "lucide-react";
import { focusToasts } from "../ui/toaster";
import { PALETTE_KEYS } from "./early-palette-key";
import { openCheatSheet, openPalette } from "./palette/state";
import { platformCommand } from "./platform-command";
import { sessionCommands } from "./session";
import type { AnyCommand } from "./types";

export const generalCommands: readonly AnyCommand[] = [
  platformCommand("general", "openPalette", {
    icon: CommandIcon,
    keywords: ["paleta", "palette", "comandos", "commands", "buscar", "search"],
    keys: PALETTE_KEYS,
    keysFixed: true,
    // Ctrl/⌘+K types nothing, so it opens the palette from inside text fields and over dialogs too (a
    // dialog's commands are in it: the APA bulk dialog's 'Validar').
    keysInInputs: true,
    keysInDialogs: true,
    surfaces: [],
    run: () => openPalette(),
  }),
  platformCommand("general", "showShortcuts", {
    icon: Keyboard,
    keywords: ["atajos", "shortcuts", "teclado", "keyboard", "ayuda", "help"],
    keys: "?",
    surfaces: ["palette"],
    run: () => openCheatSheet(),
  }),
  // Sonner's own Alt+T is switched off (src/ui/toaster.tsx): the binder owns the key, exactly Alt+T.
  platformCommand("general", "focusNotifications", {
    icon: Bell,
    keywords: ["notificaciones", "notifications", "avisos", "toasts", "mensajes", "messages"],
    keys: "alt+t",
    surfaces: ["palette"],
    run: () => void focusToasts(),
  }),
  ...sessionCommands,
];
