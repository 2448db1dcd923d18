import { Search } from "lucide-react";
import { defineModule } from "../../commands/module";
import { consumptionCommands } from "./commands";
import { LOOKUP } from "./kinds";
import { subscriberProvider } from "./lookup";

// Consulta de consumo (spec 1 §2–§4): find an end user from anywhere (palette page and pasted e-mails or
// phones), see their subscriptions, cancel, terminate, change the e-mail or delete them.
export const consumption = defineModule({
  id: "consumption",
  namespace: "consumption",
  screens: [
    {
      kind: LOOKUP,
      route: "/index/consulta_consumo",
      requires: ["consulta_consumo"],
      icon: Search,
      keywords: ["consumo", "consumption", "suscripciones", "subscriptions", "abonado", "subscriber"],
      menu: { order: 41 },
      load: () => import("./consumption-pane").then((m) => m.ConsumptionPane),
    },
  ],
  commands: consumptionCommands,
  paletteProviders: [subscriberProvider],
});
