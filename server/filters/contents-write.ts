import { sql } from "kysely";
import type { z } from "zod";
import type { AddedContents, ContentRef, filterCalls } from "../../src/contract/filters.ts";
import type { Actor, Trx } from "./actor.ts";
import { filterError } from "./errors.ts";
import { availableContents } from "./evaluate.ts";
import { findManual, touchFilter } from "./find.ts";
import type { FilterRow } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

// Changes to a manual filter's contents. Each call is one transaction with its audit row; refused input
// changes nothing.

type AddBody = z.output<typeof filterCalls.addContents.body>;

async function lastPosition(trx: Trx, filterId: number): Promise<number> {
  const row = await trx
    .selectFrom("filter_contents")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("filter_id", "=", filterId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Ids the filter may hold: catalogue contents of its type, given type (if any) matching. */
async function acceptable(trx: Trx, filter: FilterRow, refs: readonly { id: number; type: string | null }[]) {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const found =
    ids.length === 0
      ? []
      : await trx
          .selectFrom("contents")
          .select(["content_id", "type_code"])
          .where("content_id", "in", ids)
          .execute();
  const typeOf = new Map(found.map((row) => [row.content_id, row.type_code]));
  const ok = new Set<number>();
  const rejected = new Set<number>();
  for (const ref of refs) {
    const type = typeOf.get(ref.id);
    const fits = type === filter.item_type && (ref.type === null || ref.type === type);
    (fits ? ok : rejected).add(ref.id);
  }
  return { ok: [...ok].filter((id) => !rejected.has(id)), rejected: [...rejected] };
}

/** Appends the ids not yet in the filter, in the given order, after its last content. */
export async function appendIds(
  trx: Trx,
  filter: FilterRow,
  refs: readonly { id: number; type: string | null }[],
): Promise<{ added: number; rejected: number[] }> {
  const { ok, rejected } = await acceptable(trx, filter, refs);
  const present =
    ok.length === 0
      ? new Set<number>()
      : new Set(
          (
            await trx
              .selectFrom("filter_contents")
              .select("content_id")
              .where("filter_id", "=", filter.filter_id)
              .where("content_id", "in", ok)
              .execute()
          ).map((row) => row.content_id),
        );
  const fresh = ok.filter((id) => !present.has(id));
  let position = await lastPosition(trx, filter.filter_id);
  for (let start = 0; start < fresh.length; start += 500) {
    const values = fresh.slice(start, start + 500).map((content_id) => {
      position += 1;
      return { filter_id: filter.filter_id, content_id, type_code: filter.item_type, position };
    });
    await trx.insertInto("filter_contents").values(values).execute();
  }
  return { added: fresh.length, rejected };
}

/** Null items (or items without an id) are dropped and counted, as the spec's validation does. */
export function splitNulls(refs: readonly (ContentRef | null)[]) {
  const valid = refs.filter((ref): ref is ContentRef & { id: number } => ref !== null && ref.id !== null);
  return { valid, dropped: refs.length - valid.length };
}

/** Include all: every available content of the filter's type (matching the search), in id order. */
async function appendAvailable(trx: Trx, filter: FilterRow, body: AddBody): Promise<number> {
  const last = await lastPosition(trx, filter.filter_id);
  const result = await trx
    .insertInto("filter_contents")
    .columns(["filter_id", "content_id", "type_code", "position"])
    .expression(
      availableContents(trx, filter, body).select([
        sql.lit(filter.filter_id).as("filter_id"),
        "c.content_id",
        "c.type_code",
        sql<number>`${sql.lit(last)} + row_number() over (order by c.content_id)`.as("position"),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function addContents(
  db: Db,
  actor: Actor,
  filterId: number,
  body: AddBody,
): Promise<AddedContents> {
  return db.transaction().execute(async (trx) => {
    const filter = await findManual(trx, actor, filterId);
    const { valid, dropped } = splitNulls(body.contents);
    const outcome = body.all
      ? { added: await appendAvailable(trx, filter, body), rejected: [] }
      : await appendIds(trx, filter, valid);
    await touchFilter(trx, actor, filterId);
    await actor.record(
      trx,
      "filter_contents_add",
      `Filtro ${filterId}: ${outcome.added} contenidos agregados${body.all ? " (todos los disponibles)" : ""}`,
    );
    return { ...outcome, dropped };
  });
}

export async function removeContents(
  db: Db,
  actor: Actor,
  filterId: number,
  refs: readonly (ContentRef | null)[],
): Promise<{ removed: number; dropped: number }> {
  return db.transaction().execute(async (trx) => {
    await findManual(trx, actor, filterId);
    const { valid, dropped } = splitNulls(refs);
    const ids = [...new Set(valid.map((ref) => ref.id))];
    const result =
      ids.length === 0
        ? { numDeletedRows: 0n }
        : await trx
            .deleteFrom("filter_contents")
            .where("filter_id", "=", filterId)
            .where("content_id", "in", ids)
            .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    await touchFilter(trx, actor, filterId);
    await actor.record(trx, "filter_contents_remove", `Filtro ${filterId}: ${removed} contenidos quitados`);
    return { removed, dropped };
  });
}

export async function clearContents(trx: Trx, filterId: number): Promise<number> {
  const result = await trx.deleteFrom("filter_contents").where("filter_id", "=", filterId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllContents(
  db: Db,
  actor: Actor,
  filterId: number,
): Promise<{ removed: number }> {
  return db.transaction().execute(async (trx) => {
    await findManual(trx, actor, filterId);
    const removed = await clearContents(trx, filterId);
    await touchFilter(trx, actor, filterId);
    await actor.record(
      trx,
      "filter_contents_clear",
      `Filtro ${filterId}: se quitaron todos sus contenidos (${removed})`,
    );
    return { removed };
  });
}

/** The single content check (§7): selected adds the content, unselected removes it. */
export async function checkContent(
  db: Db,
  actor: Actor,
  filterId: number,
  contentId: number,
  selected: boolean,
): Promise<{ selected: boolean }> {
  if (!selected) {
    await removeContents(db, actor, filterId, [{ id: contentId, type: null }]);
    return { selected };
  }
  const outcome = await addContents(db, actor, filterId, {
    contents: [{ id: contentId, type: null }],
    all: false,
    search: "",
    status: "",
  });
  if (outcome.rejected.length > 0) throw filterError("filter_content_invalid", outcome.rejected);
  return { selected };
}

/** Drag and drop (§7 idOrigen/idDest): the origin takes the destination's place, those between shift by one. */
export async function reorderContents(
  db: Db,
  actor: Actor,
  filterId: number,
  origin: number,
  destination: number,
) {
  return db.transaction().execute(async (trx) => {
    await findManual(trx, actor, filterId);
    const rows = await trx
      .selectFrom("filter_contents")
      .select(["content_id", "position"])
      .where("filter_id", "=", filterId)
      .where("content_id", "in", [origin, destination])
      .execute();
    const from = rows.find((row) => row.content_id === origin)?.position;
    const to = rows.find((row) => row.content_id === destination)?.position;
    if (from === undefined || to === undefined) throw filterError("filter_order_unknown");
    if (from !== to) {
      const down = from < to;
      await trx
        .updateTable("filter_contents")
        .set((eb) => ({ position: eb("position", down ? "-" : "+", 1) }))
        .where("filter_id", "=", filterId)
        .where("position", down ? ">" : ">=", down ? from : to)
        .where("position", down ? "<=" : "<", down ? to : from)
        .where("content_id", "!=", origin)
        .execute();
      await trx
        .updateTable("filter_contents")
        .set({ position: to })
        .where("filter_id", "=", filterId)
        .where("content_id", "=", origin)
        .execute();
    }
    await touchFilter(trx, actor, filterId);
    await actor.record(
      trx,
      "filter_contents_order",
      `Filtro ${filterId}: contenido ${origin} movido a la posición de ${destination}`,
    );
    return { idOrigen: origin, idDest: destination, position: to };
  });
}
