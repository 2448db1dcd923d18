import { Clock, Megaphone, Send } from "lucide-react";
import { defineModule } from "../../commands/module";
import type { ModuleName } from "../../permissions/catalog";
import { paneKindId } from "../kinds";

// Publications, APA (spec 2 §6): admapa is full access, apauat a UAT-only user, apa the module name of
// spec 1 §6's map. Any of them opens both screens; the screens themselves will restrict what a UAT-only
// user may do. Not built yet; its screens say so honestly.
const APA: readonly ModuleName[] = ["admapa", "apauat", "apa"];

export const apa = defineModule({
  id: "apa",
  namespace: "apa",
  sections: [{ id: "apa", icon: Megaphone }],
  screens: [
    {
      kind: paneKindId("apa.publications"),
      route: "/apa/configurationList",
      requires: APA,
      icon: Send,
      keywords: ["apa", "publicaciones", "publications", "publicar", "publish"],
      menu: { order: 70, section: "apa" },
    },
    {
      kind: paneKindId("apa.history"),
      route: "/apa/historicList",
      requires: APA,
      icon: Clock,
      keywords: ["apa", "histórico", "history", "historial"],
      menu: { order: 71, section: "apa" },
    },
  ],
});
