import { Copy } from "lucide-react";
import { toast } from "sonner";
import { cloneFilter } from "../../api/filters";
import {
  type ArgItem,
  type ArgSpec,
  type CommandContext,
  defineCommand,
  type SessionSnapshot,
} from "../../commands/types";
import type { CloneAction, CloneTarget, Filter } from "../../contract/filters";
import { can } from "../../permissions/catalog";
import { filterLabel, refreshFilters } from "./actions";
import { CLONE_ACTIONS, findFilters, fits, originType } from "./clone/clone-rules";
import { cloneConfirmation } from "./clone/clone-text";
import { FILTER_EDITOR } from "./kinds";
import { cloneErrorText } from "./messages";

// 'Clonar filtro' from the palette (spec 2 §2, §5): one sub-page per selection (action, origin, destination,
// confirmation), each offering only what that step allows. The server checks every selection again.

export type CloneDraft = {
  action?: CloneAction;
  origin?: Filter;
  target?: CloneTarget;
  destination?: Filter | null;
  confirmed?: boolean;
};

const matches = (query: string, ...texts: string[]) =>
  texts.some((text) => text.toLowerCase().includes(query.trim().toLowerCase()));

const filterItem = (ctx: CommandContext, filter: Filter, value: CloneDraft): ArgItem<CloneDraft> => ({
  id: String(filter.filter_id),
  label: `${filter.filter_id} · ${filterLabel(ctx.t, filter)}`,
  detail: `${ctx.t(`filters.types.${filter.type}`)} · ${ctx.t(`filters.itemTypes.${filter.item_type}`)}`,
  value,
});

const confirmStep = (draft: CloneDraft): ArgSpec<CloneDraft> => ({
  title: "filters.commands.cloneConfirm",
  placeholder: "filters.commands.cloneConfirmPlaceholder",
  debounceMs: 0,
  suggest: (_query, _signal, ctx) => {
    const origin = draft.origin as Filter;
    const info = cloneConfirmation(ctx.t, draft.action ?? "Exportar", origin, draft.destination ?? null);
    const destination = draft.destination
      ? `${draft.destination.filter_id} ${filterLabel(ctx.t, draft.destination)}`
      : ctx.t("filters.commands.cloneNew");
    return [
      {
        id: "confirm",
        label: ctx.t("filters.commands.cloneDo", {
          action: ctx.t(`filters.clone.${draft.action}`),
          origin: `${origin.filter_id} ${filterLabel(ctx.t, origin)}`,
          destination,
        }),
        detail: (info.summary ?? []).slice(1).join(" "),
        value: { ...draft, confirmed: true },
      },
      { id: "cancel", label: ctx.t("filters.commands.cloneCancel"), value: { ...draft, confirmed: false } },
    ];
  },
});

const destinationStep = (draft: CloneDraft): ArgSpec<CloneDraft> => ({
  title: "filters.commands.cloneDestination",
  placeholder: "filters.commands.cloneDestinationPlaceholder",
  suggest: async (query, signal, ctx) => {
    const origin = draft.origin as Filter;
    const exporting = draft.action === "Exportar";
    const { filters } = await findFilters(query, 0, signal);
    const items = filters
      .filter((f) => f.filter_id !== origin.filter_id && f.item_type === origin.item_type)
      .filter((f) => fits(f, exporting ? "M" : null))
      .map((f) => filterItem(ctx, f, { ...draft, target: f.type, destination: f }));
    const fresh = {
      id: "new",
      label: ctx.t("filters.commands.cloneNew"),
      value: { ...draft, target: "Nuevo" as const, destination: null },
    };
    const offerNew =
      exporting && can(ctx.session.user, "filtros", "new") && matches(query, fresh.label, "nuevo", "new");
    return offerNew ? [fresh, ...items] : items;
  },
  next: (value) => (value.target ? confirmStep(value) : undefined),
});

const originStep = (draft: CloneDraft): ArgSpec<CloneDraft> => ({
  title: "filters.commands.cloneOrigin",
  placeholder: "filters.commands.cloneOriginPlaceholder",
  suggest: async (query, signal, ctx) => {
    const required = originType(draft.action ?? "Exportar");
    const { filters } = await findFilters(query, 0, signal);
    return filters.filter((f) => fits(f, required)).map((f) => filterItem(ctx, f, { ...draft, origin: f }));
  },
  next: (value) => (value.origin ? destinationStep(value) : undefined),
});

const actionStep: ArgSpec<CloneDraft> = {
  title: "filters.commands.cloneAction",
  placeholder: "filters.commands.cloneActionPlaceholder",
  debounceMs: 0,
  suggest: (query, _signal, ctx) =>
    CLONE_ACTIONS.map((action) => ({
      id: action,
      label: ctx.t(`filters.clone.${action}`),
      detail: ctx.t(action === "Exportar" ? "filters.clone.exportHint" : "filters.clone.importHint"),
      value: { action },
    })).filter((item) => matches(query, item.label, item.id)),
  next: (value) => (value.confirmed === undefined && value.action ? originStep(value) : undefined),
};

/** Cloning makes a new filter (new) or changes an existing one (edit): either privilege opens it. */
export const canClone = (session: SessionSnapshot) =>
  can(session.user, "filtros", "new") || can(session.user, "filtros", "edit");

export const cloneFilterCommand = defineCommand<CloneDraft>({
  id: "filters.cloneFilter",
  title: "filters.commands.cloneFilter",
  module: "filters",
  icon: Copy,
  order: 3,
  keywords: [
    "clonar",
    "clone",
    "copiar",
    "copy",
    "exportar",
    "importar",
    "export",
    "import",
    "filtro",
    "filter",
  ],
  requires: canClone,
  surfaces: ["palette"],
  args: actionStep,
  run: async (ctx, draft) => {
    if (!draft.confirmed || !draft.action || !draft.origin || !draft.target) return;
    try {
      const result = await cloneFilter({
        action: draft.action,
        type: draft.target,
        origin: draft.origin.filter_id,
        destination: draft.destination?.filter_id ?? 0,
      });
      toast.success(ctx.t("filters.messages.cloneDone", { id: result.filter_id_destination }));
      await refreshFilters();
      ctx.openPane(FILTER_EDITOR, { filter_id: String(result.filter_id_destination) });
    } catch (error) {
      toast.error(cloneErrorText(ctx.t, error));
    }
  },
});
