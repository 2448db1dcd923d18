import { sql } from "kysely";
import {
  type CloneResult,
  type CloneSelections,
  type CloneTarget,
  COPY_SUFFIX,
} from "../../src/contract/filters.ts";
import { countWhere } from "../db/by-keys.ts";
import type { Actor, Trx } from "./actor.ts";
import { clearContents } from "./contents-write.ts";
import { filterError } from "./errors.ts";
import { loadRules, meetsRules } from "./evaluate.ts";
import { findFilter, insertFilter, touchFilter } from "./find.ts";
import type { FilterRow } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

// Filter cloning (spec 2 §2, §4, §5). Exportar: an automatic filter's contents into a new or an existing
// manual filter. Importar: any filter into any existing filter. The destination's contents are replaced; when
// the types differ the contents are converted: automatic → manual evaluates the criteria into a list,
// manual → automatic makes the list one 'Contenido' criterion (OR, the content ids).

export type CloneRequest = {
  action: "Exportar" | "Importar";
  type: CloneTarget;
  origin: number;
  destination: number;
  /** The type the origin must have; by default Exportar's (automatic). The manual calls' is manual. */
  originType?: "A" | "M";
};

/** §5: every selection is required; Importar has no 'Nuevo'; 'Nuevo' is destination 0 and only it. */
export function checkSelections(selections: CloneSelections): CloneRequest {
  const missing = Object.entries(selections)
    .filter(([, value]) => value === null || value === undefined)
    .map(([key]) => key);
  if (missing.length > 0) throw filterError("filter_clone_incomplete", missing);
  const request = selections as CloneRequest;
  if (request.action === "Importar" && request.type === "Nuevo") throw filterError("filter_clone_new_import");
  if ((request.type === "Nuevo") !== (request.destination === 0))
    throw filterError("filter_clone_incomplete", ["destination"]);
  if (request.action === "Exportar" && request.type === "A") throw filterError("filter_clone_destination");
  if (request.origin === request.destination) throw filterError("filter_clone_same");
  return request;
}

async function newManual(trx: Trx, actor: Actor, origin: FilterRow): Promise<FilterRow> {
  const name = `${origin.name?.trim() || `Filtro ${origin.filter_id}`}${COPY_SUFFIX}`;
  const filterId = await insertFilter(trx, actor, {
    name,
    description: origin.description,
    type: "M",
    status: origin.status,
    item_type: origin.item_type,
    region: origin.region,
    tenant_code: origin.tenant_code,
    portada: origin.portada,
  });
  return findFilter(trx, actor, filterId);
}

/** Fills a manual destination from the origin's list (in its order) or its evaluated criteria. */
async function fillManual(trx: Trx, origin: FilterRow, destination: FilterRow): Promise<number> {
  await clearContents(trx, destination.filter_id);
  const target = sql.lit(destination.filter_id).as("filter_id");
  const rules = origin.type === "A" ? await loadRules(trx, origin.filter_id) : [];
  const source =
    origin.type === "M"
      ? trx
          .selectFrom("filter_contents as fc")
          .innerJoin("contents as c", "c.content_id", "fc.content_id")
          .select([
            target,
            "c.content_id",
            "c.type_code",
            sql<number>`row_number() over (order by fc.position)`.as("position"),
          ])
          .where("fc.filter_id", "=", origin.filter_id)
      : trx
          .selectFrom("contents as c")
          .select([
            target,
            "c.content_id",
            "c.type_code",
            sql<number>`row_number() over (order by c.content_id)`.as("position"),
          ])
          .where("c.type_code", "=", origin.item_type)
          .where((eb) => meetsRules(eb, origin.filter_id, rules));
  const result = await trx
    .insertInto("filter_contents")
    .columns(["filter_id", "content_id", "type_code", "position"])
    .expression(source)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

async function clearCriteria(trx: Trx, filterId: number): Promise<void> {
  await trx.deleteFrom("filter_criterion_values").where("filter_id", "=", filterId).execute();
  await trx.deleteFrom("filter_criteria").where("filter_id", "=", filterId).execute();
}

/** Fills an automatic destination with the origin's criteria, or one 'Contenido' criterion of its list. */
async function fillAutomatic(trx: Trx, origin: FilterRow, destination: FilterRow): Promise<number> {
  await clearCriteria(trx, destination.filter_id);
  const target = sql.lit(destination.filter_id).as("filter_id");
  if (origin.type === "A") {
    await trx
      .insertInto("filter_criteria")
      .columns(["filter_id", "criterio_id", "operator"])
      .expression(
        trx
          .selectFrom("filter_criteria")
          .select([target, "criterio_id", "operator"])
          .where("filter_id", "=", origin.filter_id),
      )
      .execute();
    await trx
      .insertInto("filter_criterion_values")
      .columns(["filter_id", "criterio_id", "value"])
      .expression(
        trx
          .selectFrom("filter_criterion_values")
          .select([target, "criterio_id", "value"])
          .where("filter_id", "=", origin.filter_id),
      )
      .execute();
  } else {
    const criterion = await trx
      .selectFrom("criteria")
      .select("criterio_id")
      .where("item_type", "=", origin.item_type)
      .where("attribute", "=", "id")
      .executeTakeFirstOrThrow();
    const listed = trx
      .selectFrom("filter_contents as fc")
      .innerJoin("contents as c", "c.content_id", "fc.content_id")
      .where("fc.filter_id", "=", origin.filter_id);
    const { n } = await listed.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    if (Number(n) === 0) throw filterError("filter_clone_empty");
    await trx
      .insertInto("filter_criteria")
      .values({ filter_id: destination.filter_id, criterio_id: criterion.criterio_id, operator: "OR" })
      .execute();
    await trx
      .insertInto("filter_criterion_values")
      .columns(["filter_id", "criterio_id", "value"])
      .expression(
        listed.select([
          target,
          sql.lit(criterion.criterio_id).as("criterio_id"),
          sql<string>`cast(c.content_id as text)`.as("value"),
        ]),
      )
      .execute();
  }
  return countWhere(trx, "filter_criteria", { filter_id: destination.filter_id });
}

export async function cloneFilter(db: Db, actor: Actor, request: CloneRequest): Promise<CloneResult> {
  return db.transaction().execute(async (trx) => {
    const origin = await findFilter(trx, actor, request.origin);
    const originType = request.originType ?? (request.action === "Exportar" ? "A" : origin.type);
    if (origin.type !== originType) throw filterError("filter_clone_origin");
    const destination =
      request.destination === 0
        ? await newManual(trx, actor, origin)
        : await findFilter(trx, actor, request.destination);
    if (request.type !== "Nuevo" && destination.type !== request.type)
      throw filterError("filter_clone_destination");
    if (destination.item_type !== origin.item_type) throw filterError("filter_clone_item_type");
    const conversion = origin.type === destination.type ? null : origin.type === "A" ? "A_TO_M" : "M_TO_A";
    const result: CloneResult =
      destination.type === "M"
        ? {
            filter_id_destination: destination.filter_id,
            conversion,
            contents: await fillManual(trx, origin, destination),
            criteria: 0,
          }
        : {
            filter_id_destination: destination.filter_id,
            conversion,
            contents: 0,
            criteria: await fillAutomatic(trx, origin, destination),
          };
    await touchFilter(trx, actor, destination.filter_id);
    await actor.record(
      trx,
      "filter_clone",
      `${request.action}: filtro ${origin.filter_id} → ${request.destination === 0 ? "nuevo " : ""}filtro ${destination.filter_id}${conversion ? ` (conversión ${conversion})` : ""}`,
    );
    return result;
  });
}
