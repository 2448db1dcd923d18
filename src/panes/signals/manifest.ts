import { Radio } from "lucide-react";
import { defineModule } from "../../commands/module";
import { signalCommands } from "./commands";
import { SIGNALS } from "./kinds";

// Open signals (spec 2 §2 /sign/signList): current signals as cards, every signal in a table.
export const signals = defineModule({
  id: "signals",
  namespace: "signals",
  sections: [{ id: "signals", icon: Radio }],
  screens: [
    {
      kind: SIGNALS,
      route: "/sign/signList",
      requires: ["ostream"],
      icon: Radio,
      keywords: ["señales abiertas", "open streams", "señales", "signals", "ostream"],
      menu: { order: 80, section: "signals" },
      load: () => import("./signals-pane").then((m) => m.SignalsPane),
    },
  ],
  commands: signalCommands,
});
