import { Clock, Megaphone, Send } from "lucide-react";
import { defineModule } from "../../commands/module";
import { apaCommands } from "./commands";
import { deviceProvider } from "./device-provider";
import { ApaDialogHost } from "./dialog-host";
import { HISTORY, PUBLICATIONS } from "./kinds";

// Publications, APA (spec 2 §2, §6): admapa is full access, apauat a UAT-only user; anyone else is sent to
// the start screen with the warning.
export const apa = defineModule({
  id: "apa",
  namespace: "apa",
  sections: [{ id: "apa", icon: Megaphone }],
  screens: [
    {
      kind: PUBLICATIONS,
      route: "/apa/configurationList",
      requires: ["admapa", "apauat"],
      icon: Send,
      keywords: ["apa", "publicaciones", "publications", "publicar", "publish"],
      menu: { order: 70, section: "apa" },
      load: () => import("./publications-pane").then((m) => m.PublicationsPane),
    },
    {
      kind: HISTORY,
      route: "/apa/historicList",
      requires: ["admapa", "apauat"],
      icon: Clock,
      keywords: ["apa", "histórico", "history", "historial"],
      menu: { order: 71, section: "apa" },
      load: () => import("./history-pane").then((m) => m.HistoryPane),
    },
  ],
  commands: apaCommands,
  paletteProviders: [deviceProvider],
  globals: [ApaDialogHost],
});
