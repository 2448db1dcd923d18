import { ListChecks } from "lucide-react";
import type { AnyCommand } from "../../commands/types";
import { openTray } from "./tray-state";

/** The jobs tray from the palette or its keys, on any screen; a module may pass the job to show. */
export const jobCommands: readonly AnyCommand[] = [
  {
    id: "jobs.openTray",
    title: "jobs.commands.openTray",
    module: "jobs",
    icon: ListChecks,
    keywords: ["tareas", "jobs", "trabajos", "progreso", "progress", "masiva", "bulk"],
    keys: "alt+shift+j",
    // The chord types nothing, so it works from a text field too (where a closed dialog leaves the focus).
    keysInInputs: true,
    surfaces: ["palette"],
    run: (_ctx, args) => openTray(typeof args === "number" ? args : undefined),
  },
];
