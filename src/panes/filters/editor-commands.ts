import {
  CheckCheck,
  CopyMinus,
  CopyPlus,
  ListMinus,
  ListPlus,
  type LucideIcon,
  SquareMinus,
  Trash2,
} from "lucide-react";
import { filterCriteriaQuery } from "../../api/filters-queries";
import { fetchNow } from "../../api/query-client";
import { confirmedChange } from "../../commands/confirmed-change";
import type { AnyCommand, ArgItem, Command, CommandContext } from "../../commands/types";
import type { Criterion, Filter } from "../../contract/filters";
import { buttonCommand } from "../../kit/button-commands";
import { loadedFilter } from "./bridge";
import { criterionDeletion, deselectValue } from "./editor/criterion-actions";
import { FILTER_EDITOR } from "./kinds";

// The filter editor's buttons as palette commands (spec 2 §2, §4): include all / selected, remove all /
// selected, add a criterion (each the button's own handler and enablement, src/kit/button-commands.ts),
// and on a criterion: deselect one of its values, delete it (asking first, as its button does).

const edit = { module: "filtros", privilege: "edit" } as const;
type Button = { id: string; title: string; reason: string; icon: LucideIcon; order: number };

/** A button's command: titled as the button, disabled (with `reason`) while the button is. */
const editorButton = ({ id, ...button }: Button, keywords: string[]): AnyCommand =>
  buttonCommand({
    ...button,
    id: `filters.${id}`,
    button: id,
    scope: (ctx) => ctx.pane?.id,
    module: "filters",
    keywords,
    pane: FILTER_EDITOR,
    requires: edit,
    asks: id === "includeAll" || id === "removeAll",
  });

/** The shown automatic filter's criteria that have an operator (the ones its rows show). */
async function criteriaOf(ctx: CommandContext): Promise<{ filter: Filter; criteria: Criterion[] }> {
  const filter = loadedFilter(ctx) as Filter;
  const criteria = await fetchNow(filterCriteriaQuery(filter.filter_id));
  return { filter, criteria: criteria.filter((criterion) => criterion.operator !== null) };
}

const matches = (query: string, ...texts: string[]) =>
  texts.some((text) => text.toLowerCase().includes(query.trim().toLowerCase()));

const automatic = (ctx: CommandContext) => loadedFilter(ctx)?.type === "A";

type CriterionArg = { filter: Filter; criterion: Criterion };
const deleteCriterionCommand: Command<CriterionArg> = {
  id: "filters.deleteCriterion",
  title: "filters.automatic.delete",
  module: "filters",
  icon: Trash2,
  order: 35,
  keywords: ["borrar", "eliminar", "criterio", "delete", "criterion"],
  pane: FILTER_EDITOR,
  requires: edit,
  surfaces: ["palette"],
  when: automatic,
  args: {
    placeholder: "filters.commands.criterionPlaceholder",
    suggest: async (query, _signal, ctx) => {
      const { filter, criteria } = await criteriaOf(ctx);
      return criteria
        .filter((criterion) => matches(query, criterion.description))
        .map((criterion) => ({
          id: String(criterion.criterio_id),
          label: criterion.description,
          value: { filter, criterion },
        }));
    },
  },
  ...confirmedChange<CriterionArg>((ctx, { filter, criterion }) =>
    criterionDeletion(ctx.t, filter, criterion),
  ),
};

type ValueArg = { filter: Filter; criterioId: number; value: string };
const deselectValueCommand: Command<ValueArg> = {
  id: "filters.deselectValue",
  title: "filters.commands.deselectValue",
  module: "filters",
  icon: SquareMinus,
  order: 34,
  keywords: ["deseleccionar", "quitar", "valor", "deselect", "value", "criterio", "criterion"],
  pane: FILTER_EDITOR,
  requires: edit,
  surfaces: ["palette"],
  when: automatic,
  args: {
    placeholder: "filters.commands.valuePlaceholder",
    suggest: async (query, _signal, ctx) => {
      const { filter, criteria } = await criteriaOf(ctx);
      return criteria.flatMap((criterion) =>
        criterion.valuesSelected
          .filter((value) => matches(query, value.name, criterion.description))
          .map(
            (value): ArgItem<ValueArg> => ({
              id: `${criterion.criterio_id}:${value.value}`,
              label: value.name,
              detail: criterion.description,
              value: { filter, criterioId: criterion.criterio_id, value: value.value },
            }),
          ),
      );
    },
  },
  run: async (ctx, { filter, criterioId, value }) => {
    await deselectValue(ctx.t, filter, criterioId, value);
  },
};

const selectFirst = "filters.reasons.selectContents";
const busy = "filters.reasons.busy";
const INCLUDE = ["incluir", "agregar", "include", "add", "contenidos", "contents"];
const REMOVE = ["quitar", "remove", "contenidos", "contents"];

export const editorButtonCommands: readonly AnyCommand[] = [
  editorButton(
    {
      id: "includeSelected",
      title: "filters.manual.includeSelected",
      reason: selectFirst,
      icon: ListPlus,
      order: 30,
    },
    [...INCLUDE, "seleccionados", "selected"],
  ),
  editorButton(
    { id: "includeAll", title: "filters.manual.includeAll", reason: busy, icon: CopyPlus, order: 31 },
    [...INCLUDE, "todos", "all"],
  ),
  editorButton(
    {
      id: "removeSelected",
      title: "filters.manual.removeSelected",
      reason: selectFirst,
      icon: ListMinus,
      order: 32,
    },
    [...REMOVE, "seleccionados", "selected"],
  ),
  editorButton(
    { id: "removeAll", title: "filters.manual.removeAll", reason: busy, icon: CopyMinus, order: 33 },
    [...REMOVE, "todos", "all"],
  ),
  deselectValueCommand as AnyCommand,
  deleteCriterionCommand as AnyCommand,
  editorButton(
    {
      id: "addCriterion",
      title: "filters.automatic.add",
      reason: "filters.reasons.chooseValues",
      icon: CheckCheck,
      order: 36,
    },
    ["agregar", "criterio", "add", "criterion"],
  ),
];
