import { Play } from "lucide-react";
import type { AnyCommand } from "../../commands/types";
import { SERVICE_TEST } from "./kinds";

// Running the test from the palette or with Ctrl/⌘+Enter anywhere in its form.
export const serviceTypeCommands: readonly AnyCommand[] = [
  {
    id: "servicetype.runTest",
    title: "servicetype.commands.runTest",
    module: "servicetype",
    pane: SERVICE_TEST,
    icon: Play,
    order: 1,
    keywords: ["ejecutar", "run", "prueba", "test", "cobro", "charge", "tipo de servicio", "service type"],
    keys: "mod+enter",
    keysInInputs: true,
    requires: { module: "servicetype", privilege: "view" },
    surfaces: ["palette", "toolbar"],
    run: (ctx) => ctx.openDialog({ type: "run" }),
  },
];
