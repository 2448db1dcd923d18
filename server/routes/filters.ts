import { Hono } from "hono";
import { type ContentType, filtersCalls as calls, ITEM_TYPE_CODES } from "../../src/contract/filters.ts";
import type { Privilege } from "../../src/permissions/catalog.ts";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { actorOf } from "../filters/actor.ts";
import {
  csvFile,
  demand,
  FILTERS_MODULE,
  failingAsError,
  formOrJson,
  ok200,
  okDropping,
} from "../filters/answers.ts";
import { checkSelections, cloneFilter } from "../filters/clone.ts";
import { exportContentsCsv } from "../filters/contents-export.ts";
import { listAvailable, listIncluded } from "../filters/contents-read.ts";
import {
  addContents,
  checkContent,
  deleteAllContents,
  removeContents,
  reorderContents,
} from "../filters/contents-write.ts";
import { criteriaOfFilter, criteriaOfType, criterionValues, findCriterion } from "../filters/criteria.ts";
import { deleteCriterion, saveCriterion, splitValues, subtractCriterion } from "../filters/criteria-write.ts";
import { findFilter } from "../filters/find.ts";
import { exportFiltersCsv, listFilters } from "../filters/list.ts";
import { publishFilter } from "../filters/publish.ts";
import { getFilter } from "../filters/read.ts";
import { itemTypeFields } from "../filters/rows.ts";
import { deleteFilter, saveFilter } from "../filters/save.ts";
import { parseBody, parseParams, parseQuery } from "../validation.ts";

/** services/v2/filters (spec 2 §7): content filters of the caller's region and tenant (module filtros). */
export function filtersRoutes(deps: AppDeps) {
  const { db } = deps;
  const can = (privilege: Privilege) => requirePrivilege(FILTERS_MODULE, privilege);
  return new Hono<AppEnv>()
    .use("*", requireAuth(deps))
    .get("/list", can("view"), async (c) =>
      ok(c, [await listFilters(db, actorOf(c), parseQuery(c, calls["filters.listFilters"].query))]),
    )
    .get("/export", can("view"), async (c) => {
      const actor = actorOf(c);
      const csv = await exportFiltersCsv(db, actor, parseQuery(c, calls["filters.listFilters"].query));
      return csvFile(c, `Filtros_${actor.now.replace(/[-:T]/g, "").slice(0, 14)}.csv`, csv);
    })
    .get("/content-types", can("view"), (c) =>
      ok(
        c,
        ITEM_TYPE_CODES.map((code): ContentType => {
          const { id_item_type, code_item_type, description_item_type, items_type } = itemTypeFields(code);
          return { id_item_type, code_item_type, description_item_type, items_type };
        }),
      ),
    )
    .get("/filter/:filter_id", can("view"), async (c) => {
      const { filter_id } = parseParams(c, calls["filters.getFilter"].params);
      return ok(c, await getFilter(db, actorOf(c), filter_id));
    })
    .post("/save", async (c) => {
      const { filter, contents } = await parseBody(c, calls["filters.saveFilter"].body);
      demand(c, filter.filter_id === undefined ? "new" : "edit");
      const saved = await saveFilter(db, actorOf(c), filter, contents);
      return ok200(c, saved, saved.dropped);
    })
    .delete("/filter/:filter_id", can("delete"), async (c) => {
      const { filter_id } = parseParams(c, calls["filters.deleteFilter"].params);
      return ok(c, await deleteFilter(db, actorOf(c), filter_id));
    })
    .post("/publish/:filter_id", can("publish"), async (c) => {
      const { filter_id } = parseParams(c, calls["filters.publishFilter"].params);
      return ok200(c, await publishFilter(db, actorOf(c), filter_id));
    })
    .get("/contents/available", can("view"), async (c) => {
      const query = parseQuery(c, calls["filters.listAvailableContents"].query);
      return ok(c, [await listAvailable(db, actorOf(c), query)]);
    })
    .get("/contents/export", can("view"), async (c) => {
      const { filter_id } = parseQuery(c, calls["filters.exportFilterContents"].query);
      const file = await exportContentsCsv(db, actorOf(c), filter_id);
      return csvFile(c, file.name, file.body);
    })
    .get("/contents", can("view"), async (c) => {
      const page = await listIncluded(
        db,
        actorOf(c),
        parseQuery(c, calls["filters.listFilterContents"].query),
      );
      return okDropping(c, [page], page.dropped);
    })
    .post("/contents/add", can("edit"), async (c) => {
      const { id_filter } = parseQuery(c, calls["filters.addContents"].query);
      const body = await parseBody(c, calls["filters.addContents"].body);
      const outcome = await addContents(db, actorOf(c), id_filter, body);
      return okDropping(c, outcome, outcome.dropped);
    })
    .post("/contents/remove", can("edit"), async (c) => {
      const { id_filter } = parseQuery(c, calls["filters.removeContents"].query);
      const { contents } = await parseBody(c, calls["filters.removeContents"].body);
      const outcome = await removeContents(db, actorOf(c), id_filter, contents);
      return okDropping(c, outcome, outcome.dropped);
    })
    .delete("/contents/all", can("edit"), async (c) => {
      const { id_filter } = parseQuery(c, calls["filters.deleteAllContents"].query);
      return ok(c, await deleteAllContents(db, actorOf(c), id_filter));
    })
    .post("/contents/check", can("edit"), async (c) => {
      const q = parseQuery(c, calls["filters.checkContent"].query);
      return ok(c, await checkContent(db, actorOf(c), q.id_filter, q.id_content, q.selected === "true"));
    })
    .post("/order", can("edit"), (c) =>
      failingAsError(c, async () => {
        const { id_filter } = parseQuery(c, calls["filters.reorderContents"].query);
        const { idOrigen, idDest } = await formOrJson(c, calls["filters.reorderContents"].body);
        return ok(c, await reorderContents(db, actorOf(c), id_filter, idOrigen, idDest));
      }),
    )
    .get("/criteria", can("view"), async (c) => {
      const { item_type } = parseQuery(c, calls["filters.listCriteria"].query);
      return ok(c, await criteriaOfType(db, item_type));
    })
    .get("/criteria/filter", can("view"), async (c) => {
      const { id_filtro } = parseQuery(c, calls["filters.listFilterCriteria"].query);
      return ok(c, await criteriaOfFilter(db, actorOf(c), id_filtro));
    })
    .get("/criteria/values", can("view"), async (c) => {
      const query = parseQuery(c, calls["filters.listCriterionValues"].query);
      const criterion = await findCriterion(db, query.criterio_id, query.item_type);
      return ok(c, await criterionValues(db, criterion, query));
    })
    .post("/criteria", can("edit"), async (c) => {
      const q = parseQuery(c, calls["filters.saveCriterion"].query);
      const body = await parseBody(c, calls["filters.saveCriterion"].body);
      const target = { filterId: q.id_filtro, criterioId: q.criteria, itemType: q.item_type };
      return ok(
        c,
        await saveCriterion(db, actorOf(c), target, {
          values: splitValues(body.valor, body.separador),
          operator: body.operador,
        }),
      );
    })
    .post("/criteria/subtract", can("edit"), async (c) => {
      const q = parseQuery(c, calls["filters.subtractCriterion"].query);
      const body = await parseBody(c, calls["filters.subtractCriterion"].body);
      const target = { filterId: q.id_filtro, criterioId: q.criteria, itemType: q.item_type };
      return ok(c, await subtractCriterion(db, actorOf(c), target, splitValues(body.valor, body.separador)));
    })
    .delete("/criteria", can("edit"), async (c) => {
      const q = parseQuery(c, calls["filters.deleteCriterion"].query);
      return ok(c, await deleteCriterion(db, actorOf(c), { filterId: q.id_filtro, criterioId: q.criteria }));
    })
    .post("/clone/:action{export|import}", async (c) => {
      const { selections } = await parseBody(c, calls["filters.cloneFilter"].body);
      const expected = c.req.param("action") === "export" ? "Exportar" : "Importar";
      const request = checkSelections({ ...selections, action: selections.action ?? expected });
      demand(c, request.destination === 0 ? "new" : "edit");
      return ok(c, await cloneFilter(db, actorOf(c), request));
    })
    .post("/manual/:action{export|import}", async (c) => {
      const q = parseQuery(c, calls["filters.copyManual"].query);
      const actor = actorOf(c);
      const destination =
        q.filter_id_destination === 0 ? null : await findFilter(db, actor, q.filter_id_destination);
      const request = checkSelections({
        action: c.req.param("action") === "export" ? "Exportar" : "Importar",
        type: destination?.type ?? "Nuevo",
        origin: q.filter_id_origin,
        destination: q.filter_id_destination,
      });
      demand(c, request.destination === 0 ? "new" : "edit");
      return ok(c, await cloneFilter(db, actor, request));
    });
}
