import { ClipboardPaste, Funnel } from "lucide-react";
import { filterQuery } from "../../api/filters-queries";
import { fetchNow } from "../../api/query-client";
import type { PaletteItem, PaletteProvider } from "../../commands/palette/providers";
import { type CommandContext, defineCommand } from "../../commands/types";
import { isContentIdTag, TAG_MAX } from "../../contract/filters";
import { splitIdText } from "../../ui/inputs/id-tags";
import { filterLabel } from "./actions";
import { loadedFilter } from "./bridge";
import { findFilters } from "./clone/clone-rules";
import { FILTER_EDITOR } from "./kinds";

// Opening a filter by name or id from anywhere (a pasted id is recognised, on the command's page and on the
// palette's root page), and adding contents to the open manual filter by pasting their ids.

const viewFilters = { module: "filtros", privilege: "view" } as const;
const FILTER_ID = /^\d{1,9}$/;

function openFilter(ctx: CommandContext, id: number) {
  ctx.openPane(FILTER_EDITOR, { filter_id: String(id) });
}

export const openFilterCommand = defineCommand<number>({
  id: "filters.openFilter",
  title: "filters.commands.openFilter",
  module: "filters",
  icon: Funnel,
  order: 1,
  keywords: ["abrir", "open", "buscar", "find", "editar", "edit", "filtro", "filter"],
  requires: viewFilters,
  surfaces: ["palette"],
  args: {
    placeholder: "filters.commands.openFilterPlaceholder",
    debounceMs: 250,
    parse: (text) => (FILTER_ID.test(text) ? Number(text) : undefined),
    suggest: async (query, signal, ctx) => {
      const { filters } = await findFilters(query, 0, signal);
      return filters.map((filter) => ({
        id: String(filter.filter_id),
        label: `${filter.filter_id} · ${filterLabel(ctx.t, filter)}`,
        detail: `${ctx.t(`filters.types.${filter.type}`)} · ${ctx.t(`filters.itemTypes.${filter.item_type}`)}`,
        value: filter.filter_id,
      }));
    },
  },
  run: (ctx, id) => openFilter(ctx, id),
});

// A filter id pasted on the root page opens that filter (looked up first, so only a real one is offered).
export const filterByIdProvider: PaletteProvider = {
  id: "filters.byId",
  group: "filters.group",
  minQueryLength: 1,
  debounceMs: 150,
  ranking: "provider",
  requires: viewFilters,
  search: async (query): Promise<PaletteItem[]> => {
    const text = query.trim();
    if (!FILTER_ID.test(text)) return [];
    const filter = await fetchNow(filterQuery(Number(text))).catch(() => undefined);
    if (!filter) return [];
    return [
      {
        id: text,
        label: `${filter.filter_id} · ${filter.name?.trim() || "—"}`,
        icon: Funnel,
        run: (ctx) => openFilter(ctx, filter.filter_id),
      },
    ];
  },
};

export const addContentsCommand = defineCommand<string[]>({
  id: "filters.addContents",
  title: "filters.commands.addContents",
  module: "filters",
  icon: ClipboardPaste,
  order: 25,
  keywords: ["agregar", "add", "pegar", "paste", "ids", "contenidos", "contents", "incluir", "include"],
  pane: FILTER_EDITOR,
  requires: { module: "filtros", privilege: "edit" },
  surfaces: ["palette"],
  enabled: (ctx) => loadedFilter(ctx)?.type === "M" || { reason: "filters.reasons.notManual" },
  args: {
    placeholder: "filters.commands.addContentsPlaceholder",
    debounceMs: 0,
    suggest: (query, _signal, ctx) => {
      const tags = [...new Set(splitIdText(query))].slice(0, TAG_MAX);
      if (tags.length === 0) return [];
      const invalid = tags.filter((tag) => !isContentIdTag(tag)).length;
      return [
        {
          id: "add",
          label: ctx.t("filters.commands.addContentsOption", { valid: tags.length - invalid, invalid }),
          value: tags,
        },
      ];
    },
  },
  run: (ctx, tags) => {
    ctx.openDialog({ type: "paste", tags });
  },
});
