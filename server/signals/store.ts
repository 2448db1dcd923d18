import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { PagedQuery } from "../../src/contract/paging.ts";
import type { Signal, SignalSortField } from "../../src/contract/signals.ts";
import { caseInsensitiveLike, type Db } from "../db/database.ts";
import { moduleDb } from "../db/module-db.ts";
import type { Database } from "../db/schema.ts";
import type { SignalsTables } from "./tables.ts";

export type SignalsDb = Kysely<Database & SignalsTables>;
export const signalsDb = moduleDb<SignalsTables>();

type Tables = Database & SignalsTables;
type Eb = ExpressionBuilder<
  Tables & { s: SignalsTables["open_signals"]; p: SignalsTables["payway_products"] },
  "s" | "p"
>;

/** Spec 2 §4: 0 Activo, 1 Programado, 2 Historico, by the dates and the server's clock (seconds); a
 * cancelled signal is Historico. */
export function stateAt(
  row: { start_date: number; end_date: number; cancelled_at: number | null },
  now: number,
): 0 | 1 | 2 {
  if (row.cancelled_at !== null) return 2;
  if (now < row.start_date) return 1;
  return now < row.end_date ? 0 : 2;
}

function inState(eb: Eb, state: string, now: number) {
  if (state === "2") return eb.or([eb("s.cancelled_at", "is not", null), eb("s.end_date", "<=", now)]);
  const live = eb("s.cancelled_at", "is", null);
  if (state === "1") return eb.and([live, eb("s.start_date", ">", now)]);
  if (state === "0") return eb.and([live, eb("s.start_date", "<=", now), eb("s.end_date", ">", now)]);
  return eb.and([live, eb("s.end_date", ">", now)]);
}

function joined(db: SignalsDb) {
  return db
    .selectFrom("open_signals as s")
    .innerJoin("payway_products as p", "p.bss_code", "s.bss_code")
    .select([
      "s.signal_id",
      "s.title",
      "s.description",
      "s.image_url",
      "s.group_id",
      "s.liveref",
      "s.node_name",
      "s.bss_code",
      "p.type",
      "s.start_date",
      "s.end_date",
      "s.user_name",
      "s.published_at",
      "s.cancelled_at",
    ]);
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>["executeTakeFirstOrThrow"]>>;

export function toSignal(row: Joined, now: number): Signal {
  const { signal_id, ...rest } = row;
  const dates = { start_date: Number(row.start_date), end_date: Number(row.end_date) };
  const cancelled_at = row.cancelled_at === null ? null : Number(row.cancelled_at);
  return {
    _id: String(signal_id),
    ...rest,
    ...dates,
    published_at: row.published_at === null ? null : Number(row.published_at),
    cancelled_at,
    status: stateAt({ ...dates, cancelled_at }, now),
  };
}

export async function readSignal(db: SignalsDb, id: number, now: number): Promise<Signal | undefined> {
  const row = await joined(db).where("s.signal_id", "=", id).executeTakeFirst();
  return row && toSignal(row, now);
}

const SEARCHED = ["s.title", "s.bss_code", "p.type", "s.node_name", "s.liveref"] as const;

/** The contract's paged request, as the handler parsed it, with the state asked for and the clock. */
type ListQuery = PagedQuery<SignalSortField, "fromQuantity"> & { status?: string; now: number };

export async function listSignals(base: Db, q: ListQuery) {
  const db = signalsDb(base);
  const like = sql.raw(caseInsensitiveLike(base));
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const scoped = joined(db).$if(q.status !== undefined, (x) =>
    x.where((eb) => inState(eb as Eb, q.status ?? "", q.now)),
  );
  const filtered = scoped.$if(pattern !== undefined, (x) =>
    x.where((eb) =>
      eb.or(SEARCHED.map((column) => sql<boolean>`${eb.ref(column)} ${like} ${pattern} escape '\\'`)),
    ),
  );
  const count = (query: typeof scoped) =>
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
  const sortColumn = (q.sort_field === "type" ? "p.type" : `s.${q.sort_field}`) as "s.title";
  const [total, matching, rows] = await Promise.all([
    count(scoped),
    count(filtered),
    filtered
      .orderBy(sortColumn, q.sort_order)
      .orderBy("s.signal_id")
      .limit(q.quantity)
      .offset(q.from)
      .execute(),
  ]);
  return {
    recordsTotal: Number(total.n),
    recordsFiltered: Number(matching.n),
    openstreams: rows.map((row) => toSignal(row, q.now)),
  };
}
