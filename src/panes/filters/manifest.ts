import { Funnel, Layers } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Content filters (spec 2 §2): not built yet; its screen says so honestly.
export const filters = defineModule({
  id: "filters",
  namespace: "filters",
  sections: [{ id: "content", icon: Layers }],
  screens: [
    {
      kind: paneKindId("filters.list"),
      route: "/index/filtros",
      requires: ["filtros"],
      icon: Funnel,
      keywords: ["filtros", "filters", "contenido", "content"],
      menu: { order: 60, section: "content" },
    },
  ],
});
