import { History } from "lucide-react";
import { defineModule } from "../../commands/module";
import { legacyCommands } from "./commands";
import { LEGACY_ADMIN } from "./kinds";
import { LegacyMenu } from "./legacy-menu";

// The embedded legacy admin (spec 1 §6): its pages open inside the console, from the palette or from the
// links it adds at the end of the side menu.
export const legacy = defineModule({
  id: "legacy",
  namespace: "legacy",
  screens: [
    {
      kind: LEGACY_ADMIN,
      route: "/index/v9",
      requires: ["adminv9"],
      icon: History,
      load: () => import("./legacy-pane").then((m) => m.LegacyPane),
    },
  ],
  commands: legacyCommands,
  menuSlot: LegacyMenu,
});
