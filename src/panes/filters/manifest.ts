import { Funnel, Layers } from "lucide-react";
import { defineModule } from "../../commands/module";
import { filtersCommands } from "./commands";
import { FILTER_EDITOR, FILTERS_LIST } from "./kinds";
import { filterByIdProvider } from "./open-filter";

// Content filters (spec 2 §2): the list, the manual and automatic editors, cloning; from the palette: open a
// filter by name or a pasted id, clone over sub-pages, publish, add contents by pasting ids.
export const filters = defineModule({
  id: "filters",
  namespace: "filters",
  sections: [{ id: "content", icon: Layers }],
  screens: [
    {
      kind: FILTERS_LIST,
      route: "/index/filtros",
      requires: ["filtros"],
      icon: Funnel,
      keywords: ["filtros", "filters", "contenido", "content"],
      menu: { order: 60, section: "content" },
      load: () => import("./filters-pane").then((m) => m.FiltersPane),
    },
    {
      kind: FILTER_EDITOR,
      route: "/index/filtros/:filter_id",
      requires: ["filtros"],
      icon: Funnel,
      load: () => import("./editor/filter-editor-pane").then((m) => m.FilterEditorPane),
    },
  ],
  commands: filtersCommands,
  paletteProviders: [filterByIdProvider],
});
