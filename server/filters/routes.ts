import { filterCalls, ITEM_TYPE_CODES } from "../../src/contract/filters.ts";
import { recordExport } from "../platform/export-audit.ts";
import { implement } from "../platform/route.ts";
import { actorOf } from "./actor.ts";
import { csvFile, demand, dropping } from "./answers.ts";
import { checkSelections, cloneFilter } from "./clone.ts";
import { CONTENTS_CSV_COLUMNS, exportContentsCsv } from "./contents-export.ts";
import { listAvailable, listIncluded } from "./contents-read.ts";
import {
  addContents,
  checkContent,
  deleteAllContents,
  removeContents,
  reorderContents,
} from "./contents-write.ts";
import { criteriaOfFilter, criteriaOfType, criterionValues, findCriterion } from "./criteria.ts";
import { deleteCriterion, saveCriterion, splitValues, subtractCriterion } from "./criteria-write.ts";
import { exportFiltersCsv, FILTERS_CSV_COLUMNS, listFilters } from "./list.ts";
import { publishFilter } from "./publish.ts";
import { getFilter } from "./read.ts";
import { itemTypeFields } from "./rows.ts";
import { deleteFilter, saveFilter } from "./save.ts";
import { filtersDb } from "./tables.ts";

const cloneActions = { export: "Exportar", import: "Importar" } as const;

/** services/v2/filters (spec 2 §7): content filters of the caller's region and tenant (module filtros). */
export const filterRoutes = implement(filterCalls, (deps) => {
  const db = filtersDb(deps.db);
  return {
    listFilters: async ({ query }, c) => [await listFilters(db, actorOf(c), query)],
    exportFilters: async ({ query }, c) => {
      const actor = actorOf(c);
      const { csv, rows } = await exportFiltersCsv(db, actor, query);
      // Like every export, the server's own download is on the audit log (the one writer).
      await recordExport(deps.db, c, {
        table: "Filtros",
        module: "filtros",
        format: "csv",
        columns: FILTERS_CSV_COLUMNS,
        rows,
      });
      return csvFile(c, `Filtros_${actor.now.replace(/[-:T]/g, "").slice(0, 14)}.csv`, csv);
    },
    listContentTypes: async () =>
      ITEM_TYPE_CODES.map((code) => {
        const { item_type: _, ...fields } = itemTypeFields(code);
        return fields;
      }),
    getFilter: async ({ params }, c) => getFilter(db, actorOf(c), params.filter_id),
    saveFilter: async ({ body }, c) => {
      demand(c, body.filter.filter_id === undefined ? "new" : "edit");
      const saved = await saveFilter(db, actorOf(c), body.filter, body.contents);
      return dropping(saved, saved.dropped);
    },
    deleteFilter: async ({ params }, c) => deleteFilter(db, actorOf(c), params.filter_id),
    publishFilter: async ({ params }, c) => publishFilter(db, actorOf(c), params.filter_id),
    listAvailableContents: async ({ query }, c) => [await listAvailable(db, actorOf(c), query)],
    exportFilterContents: async ({ query }, c) => {
      const file = await exportContentsCsv(db, actorOf(c), query.filter_id);
      await recordExport(deps.db, c, {
        table: `Contenidos del filtro ${query.filter_id}`,
        module: "filtros",
        format: "csv",
        columns: CONTENTS_CSV_COLUMNS,
        rows: file.rows,
      });
      return csvFile(c, file.name, file.body);
    },
    listFilterContents: async ({ query }, c) => {
      const page = await listIncluded(db, actorOf(c), query);
      return dropping([page], page.dropped);
    },
    addContents: async ({ query, body }, c) => {
      const outcome = await addContents(db, actorOf(c), query.id_filter, body);
      return dropping(outcome, outcome.dropped);
    },
    removeContents: async ({ query, body }, c) => {
      const outcome = await removeContents(db, actorOf(c), query.id_filter, body.contents);
      return dropping(outcome, outcome.dropped);
    },
    deleteAllContents: async ({ query }, c) => deleteAllContents(db, actorOf(c), query.id_filter),
    checkContent: async ({ query }, c) =>
      checkContent(db, actorOf(c), query.id_filter, query.id_content, query.selected === "true"),
    reorderContents: async ({ query }, c) =>
      reorderContents(db, actorOf(c), query.id_filter, query.idOrigen, query.idDest),
    listCriteria: async ({ query }) => criteriaOfType(db, query.item_type),
    listFilterCriteria: async ({ query }, c) => criteriaOfFilter(db, actorOf(c), query.id_filtro),
    listCriterionValues: async ({ query }) => {
      const criterion = await findCriterion(db, query.criterio_id, query.item_type);
      return criterionValues(db, criterion, query);
    },
    saveCriterion: async ({ query, body }, c) => {
      const target = { filterId: query.id_filtro, criterioId: query.criteria, itemType: query.item_type };
      const values = splitValues(body.valor, body.separador);
      return saveCriterion(db, actorOf(c), target, { values, operator: body.operador });
    },
    subtractCriterion: async ({ query, body }, c) => {
      const target = { filterId: query.id_filtro, criterioId: query.criteria, itemType: query.item_type };
      return subtractCriterion(db, actorOf(c), target, splitValues(body.valor, body.separador));
    },
    deleteCriterion: async ({ query }, c) =>
      deleteCriterion(db, actorOf(c), { filterId: query.id_filtro, criterioId: query.criteria }),
    cloneFilter: async ({ params, body }, c) => {
      const { selections } = body;
      const request = checkSelections({
        ...selections,
        action: selections.action ?? cloneActions[params.action],
      });
      demand(c, request.destination === 0 ? "new" : "edit");
      return cloneFilter(db, actorOf(c), request);
    },
    // §7 export/import manual: between manual filters only (export may make a new one, destination 0).
    copyManual: async ({ params, query }, c) => {
      const request = checkSelections({
        action: cloneActions[params.action],
        type: query.filter_id_destination === 0 ? "Nuevo" : "M",
        origin: query.filter_id_origin,
        destination: query.filter_id_destination,
      });
      demand(c, request.destination === 0 ? "new" : "edit");
      return cloneFilter(db, actorOf(c), { ...request, originType: "M" });
    },
  };
});
