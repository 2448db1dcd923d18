import {
  Copy,
  Download,
  Eye,
  FileDown,
  Pencil,
  Plus,
  Save,
  Send,
  Tags,
  ToggleRight,
  Trash2,
} from "lucide-react";
import { toast } from "sonner";
import { downloadCsv } from "../../api/filters";
import { confirmedChange } from "../../commands/confirmed-change";
import { alsoFromOtherScreens, viewOnlyOn } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext, Requirement } from "../../commands/types";
import type { Filter } from "../../contract/filters";
import type { Privilege } from "../../permissions/catalog";
import { filterDeletion, statusChange } from "./actions";
import { type FilterRequest, isPublishable, loadedFilter } from "./bridge";
import { canClone, cloneFilterCommand } from "./clone-command";
import { editorButtonCommands } from "./editor-commands";
import { FILTER_EDITOR, FILTERS_LIST } from "./kinds";
import { addContentsCommand, openFilterCommand } from "./open-filter";

// Content filters (spec 2, module filtros): the list's toolbar and row commands, the editor's commands, and
// from anywhere: open a filter, clone a filter. Each is gated by the module's privilege; the server checks
// every call again.

const needs = (privilege: Privilege) => ({ module: "filtros", privilege }) as const;
const ask = (ctx: CommandContext, request: FilterRequest) => ctx.openDialog(request);
const NOUN = ["filtro", "filtros", "filter", "filters"];

/** The list row a command acts on (one), or a hint. */
async function onRow(ctx: CommandContext, act: (filter: Filter) => unknown): Promise<void> {
  const rows = ctx.selection as Filter[];
  if (rows.length !== 1) return void toast.info(ctx.t("system.reasons.selectOne"));
  await act(rows[0]);
}

/** A command that confirms computes its impact before it runs: it is enabled on one row only. */
const oneRow = (ctx: CommandContext) => ctx.selection.length === 1 || { reason: "system.reasons.selectOne" };
const rowOf = (ctx: CommandContext) => ctx.selection[0] as Filter;

async function exportCsv(ctx: CommandContext, ...args: Parameters<typeof downloadCsv>): Promise<void> {
  try {
    await downloadCsv(...args);
  } catch {
    toast.error(ctx.t("filters.messages.exportError"));
  }
}

/** The filter an editor pane shows. */
const shown = (ctx: CommandContext) => loadedFilter(ctx);
const loaded = (ctx: CommandContext) => shown(ctx) !== undefined || { reason: "filters.reasons.loading" };
/** The shown filter of a command enabled by `loaded`. */
const shownFilter = (ctx: CommandContext) => shown(ctx) as Filter;

/** Opens the row's filter in the editor beside the list (read-only for a user who may not edit). */
const openRowCommand = (
  name: "editFilter" | "viewFilter",
  icon: typeof Pencil,
  keys: string,
  requires: Requirement,
): AnyCommand => ({
  id: `filters.${name}`,
  title: `filters.commands.${name}`,
  module: "filters",
  icon,
  order: 13,
  keywords: ["editar", "abrir", "ver", "edit", "open", "view", ...NOUN],
  keys,
  pane: FILTERS_LIST,
  requires,
  surfaces: ["row"],
  run: (ctx) =>
    onRow(ctx, (filter) =>
      ctx.openPane(FILTER_EDITOR, { filter_id: String(filter.filter_id) }, { placement: "right" }),
    ),
});

const listCommands: AnyCommand[] = [
  {
    id: "filters.createFilter",
    title: "filters.commands.createFilter",
    module: "filters",
    icon: Plus,
    order: 10,
    keywords: ["crear", "nuevo", "create", "new", ...NOUN],
    keys: "c",
    pane: FILTERS_LIST,
    requires: needs("new"),
    surfaces: ["palette", "toolbar"],
    run: (ctx) => ask(ctx, { type: "create" }),
  },
  {
    id: "filters.openCloneDialog",
    title: "filters.list.clone",
    module: "filters",
    icon: Copy,
    order: 11,
    pane: FILTERS_LIST,
    requires: canClone,
    surfaces: ["toolbar"],
    run: (ctx) => ask(ctx, { type: "clone" }),
  },
  {
    id: "filters.exportFilters",
    title: "filters.commands.exportFilters",
    module: "filters",
    icon: Download,
    order: 12,
    keywords: ["exportar", "export", "csv", ...NOUN],
    pane: FILTERS_LIST,
    requires: needs("view"),
    surfaces: ["palette", "toolbar"],
    run: (ctx) => exportCsv(ctx, "export", {}),
  },
  openRowCommand("editFilter", Pencil, "e", needs("edit")),
  // A user who may only view is offered the same editor as a read-only view, under its own name.
  openRowCommand("viewFilter", Eye, "v", viewOnlyOn("filtros")),
  {
    id: "filters.toggleStatus",
    title: "filters.commands.toggleStatus",
    module: "filters",
    icon: ToggleRight,
    order: 14,
    keywords: ["activar", "desactivar", "activate", "deactivate", "estado", "status", ...NOUN],
    keys: "t",
    pane: FILTERS_LIST,
    requires: needs("edit"),
    surfaces: ["row", "palette"],
    enabled: oneRow,
    ...confirmedChange((ctx) => statusChange(ctx.t, rowOf(ctx))),
  },
  {
    id: "filters.deleteFilter",
    title: "filters.commands.deleteFilter",
    module: "filters",
    icon: Trash2,
    order: 15,
    keywords: ["eliminar", "borrar", "delete", "remove", ...NOUN],
    keys: "delete",
    pane: FILTERS_LIST,
    requires: needs("delete"),
    surfaces: ["row", "palette"],
    enabled: oneRow,
    ...confirmedChange((ctx) => filterDeletion(ctx.t, rowOf(ctx))),
  },
  {
    id: "filters.publishListedFilter",
    title: "filters.commands.publishFilter",
    module: "filters",
    icon: Send,
    order: 16,
    keywords: ["publicar", "publish", ...NOUN],
    pane: FILTERS_LIST,
    requires: needs("publish"),
    surfaces: ["row", "palette"],
    // The editor's publish button's rule, on the chosen row.
    enabled: (ctx) => {
      const one = oneRow(ctx);
      if (one !== true) return one;
      return isPublishable(rowOf(ctx)) || { reason: "filters.editor.publishDisabled" };
    },
    run: (ctx) => ask(ctx, { type: "publishRow", filter: rowOf(ctx) }),
  },
];

const editorCommands: AnyCommand[] = [
  {
    id: "filters.saveFilter",
    title: "filters.commands.saveFilter",
    module: "filters",
    icon: Save,
    order: 20,
    keywords: ["guardar", "save", ...NOUN],
    keys: "mod+s",
    keysInInputs: true,
    pane: FILTER_EDITOR,
    requires: needs("edit"),
    surfaces: ["palette"],
    enabled: loaded,
    run: (ctx) => ask(ctx, { type: "save" }),
  },
  {
    id: "filters.publishFilter",
    title: "filters.commands.publishFilter",
    module: "filters",
    icon: Send,
    order: 21,
    keywords: ["publicar", "publish", ...NOUN],
    pane: FILTER_EDITOR,
    requires: needs("publish"),
    surfaces: ["palette", "toolbar"],
    enabled: (ctx) => {
      const filter = shown(ctx);
      if (!filter) return { reason: "filters.reasons.loading" };
      return isPublishable(filter) || { reason: "filters.editor.publishDisabled" };
    },
    run: (ctx) => ask(ctx, { type: "publish" }),
  },
  {
    id: "filters.toggleOpenFilter",
    title: "filters.commands.toggleStatus",
    module: "filters",
    icon: ToggleRight,
    order: 22,
    keywords: ["activar", "desactivar", "activate", "deactivate", "estado", "status", ...NOUN],
    pane: FILTER_EDITOR,
    requires: needs("edit"),
    surfaces: ["palette", "toolbar"],
    enabled: loaded,
    ...confirmedChange((ctx) => statusChange(ctx.t, shownFilter(ctx))),
  },
  {
    id: "filters.exportContents",
    title: "filters.commands.exportContents",
    module: "filters",
    icon: FileDown,
    order: 23,
    keywords: ["exportar", "export", "contenidos", "contents", "csv"],
    pane: FILTER_EDITOR,
    requires: needs("view"),
    surfaces: ["palette", "toolbar"],
    enabled: loaded,
    run: (ctx) => {
      const filter = shown(ctx);
      if (!filter) return;
      return exportCsv(ctx, "contents/export", { filter_id: String(filter.filter_id) });
    },
  },
  {
    id: "filters.deleteOpenFilter",
    title: "filters.commands.deleteFilter",
    module: "filters",
    icon: Trash2,
    order: 24,
    keywords: ["eliminar", "borrar", "delete", "remove", ...NOUN],
    pane: FILTER_EDITOR,
    requires: needs("delete"),
    surfaces: ["palette", "toolbar"],
    enabled: loaded,
    ...confirmedChange((ctx) => filterDeletion(ctx.t, shownFilter(ctx), () => ctx.openPane(FILTERS_LIST))),
  },
  {
    id: "filters.focusTags",
    title: "filters.commands.focusTags",
    module: "filters",
    icon: Tags,
    order: 26,
    keywords: ["etiquetas", "tags", "ids", "pegar", "paste"],
    keys: "alt+shift+i",
    pane: FILTER_EDITOR,
    requires: needs("edit"),
    surfaces: ["palette"],
    enabled: (ctx) => shown(ctx)?.type === "M" || { reason: "filters.reasons.notManual" },
    run: (ctx) => ask(ctx, { type: "focusTags" }),
  },
];

export const filtersCommands: readonly AnyCommand[] = [
  openFilterCommand as AnyCommand,
  cloneFilterCommand as AnyCommand,
  ...alsoFromOtherScreens(listCommands, "filters.createFilter"),
  ...editorCommands,
  ...editorButtonCommands,
  addContentsCommand as AnyCommand,
];
