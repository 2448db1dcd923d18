import { Radio } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Open signals (spec 2 §2): not built yet; its screen says so honestly.
export const signals = defineModule({
  id: "signals",
  namespace: "signals",
  sections: [{ id: "signals", icon: Radio }],
  screens: [
    {
      kind: paneKindId("signals.list"),
      route: "/sign/signList",
      requires: ["ostream"],
      icon: Radio,
      keywords: ["señales abiertas", "open streams", "señales", "signals", "ostream"],
      menu: { order: 80, section: "signals" },
    },
  ],
});
