import { ClipboardPaste, Funnel } from "lucide-react";
import { getFilter } from "../api/filters";
import { filterKeys } from "../api/filters-queries";
import { queryClient } from "../api/query-client";
import { isContentIdTag, TAG_MAX } from "../contract/filters";
import { filterLabel } from "../panes/filters/actions";
import { FILTER_EDITOR, loadedFilter, requestInFilterPane } from "../panes/filters/bridge";
import { findFilters } from "../panes/filters/clone/clone-rules";
import { splitTags } from "../panes/filters/editor/tags";
import { type PaletteItem, registerPaletteProvider } from "./palette/providers";
import { type CommandContext, defineCommand } from "./types";

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
const disposeProvider = registerPaletteProvider({
  id: "filters.byId",
  group: "commands.groups.filters",
  minQueryLength: 1,
  debounceMs: 150,
  ranking: "provider",
  requires: viewFilters,
  search: async (query, signal): Promise<PaletteItem[]> => {
    const text = query.trim();
    if (!FILTER_ID.test(text)) return [];
    const filter = await queryClient
      .fetchQuery({
        queryKey: filterKeys.filter(Number(text)),
        queryFn: () => getFilter(Number(text), signal),
        retry: false,
      })
      .catch(() => undefined);
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
});
import.meta.hot?.dispose(disposeProvider);

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
  enabled: (ctx) => loadedFilter(ctx.pane?.id)?.type === "M" || { reason: "filters.reasons.notManual" },
  args: {
    placeholder: "filters.commands.addContentsPlaceholder",
    debounceMs: 0,
    suggest: (query, _signal, ctx) => {
      const tags = [...new Set(splitTags(query))].slice(0, TAG_MAX);
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
    if (ctx.pane) requestInFilterPane(ctx.pane.id, { type: "paste", tags });
  },
});
