import type {
  ApaCategory,
  ApaEnvironment,
  ApaType,
  HistoryPage,
  HistorySortField,
} from "../../src/contract/apa.ts";
import type { PagedQuery } from "../../src/contract/paging.ts";
import { countedPage } from "../db/counted-page.ts";
import { withSearch } from "../db/like.ts";
import type { ApaDb } from "./tables.ts";

/** The contract's paged request as the handler parsed it, with the history's own filters. */
export type HistoryQuery = PagedQuery<HistorySortField, "fromQuantity"> & {
  draw: number;
  partition: string;
  environment?: ApaEnvironment;
  device_id?: string;
  type?: ApaType;
  category?: ApaCategory;
};

const SORT_COLUMNS = {
  public_date: "h.timestamp",
  device: "d.name",
  type: "h.type",
  published: "h.environment",
} as const satisfies Record<HistorySortField, string>;

const SEARCHED = ["d.name", "h.device_id", "h.comments", "h.user"] as const;

/** One page of a partition's publications: every row reachable, the counts saying how many there are. */
export async function listHistory(db: ApaDb, q: HistoryQuery, uatOnly: boolean): Promise<HistoryPage> {
  const scoped = db
    .selectFrom("apa_history as h")
    .innerJoin("apa_documents as d", (join) =>
      join.onRef("d.device_id", "=", "h.device_id").onRef("d.partition", "=", "h.partition"),
    )
    .where("h.partition", "=", q.partition)
    .$if(q.environment !== undefined, (w) => w.where("h.environment", "=", q.environment as ApaEnvironment))
    .$if(q.device_id !== undefined, (w) => w.where("h.device_id", "=", q.device_id as string))
    .$if(q.type !== undefined, (w) => w.where("h.type", "=", q.type as ApaType))
    .$if(q.category !== undefined, (w) => w.where("d.category", "=", q.category as ApaCategory))
    // A UAT-only user sees neither prod nor metadata (spec 2 §6).
    .$if(uatOnly, (w) => w.where("h.environment", "=", "uat").where("h.type", "!=", "metadata"));
  const filtered = withSearch(db, scoped, SEARCHED, q.search);
  const page = await countedPage(
    q.draw,
    scoped,
    filtered,
    filtered
      .select([
        "h.history_id",
        "h.device_id",
        "d.name",
        "d.category",
        "h.partition",
        "h.environment",
        "h.type",
        "h.comments",
        "h.public_date",
        "h.user",
        "h.appkey",
        "h.timestamp",
        "h.active",
      ])
      .orderBy(SORT_COLUMNS[q.sort_field], q.sort_order)
      .orderBy("h.timestamp", "desc")
      .orderBy("h.history_id", "desc")
      .limit(q.quantity)
      .offset(q.from)
      .execute(),
  );
  return {
    ...page,
    data: page.data.map(({ device_id, active, timestamp, ...row }) => ({
      ...row,
      _id: device_id,
      timestamp: Number(timestamp),
      published: row.environment === "prod",
      active: active === 1,
    })),
  };
}

/** The history entry a re-publication names (by its timestamp). */
export const findEntry = (
  db: ApaDb,
  key: {
    partition: string;
    device_id: string;
    environment: ApaEnvironment;
    type: ApaType;
    timestamp: number;
  },
) =>
  db
    .selectFrom("apa_history")
    .select(["history_id", "comments"])
    .where("partition", "=", key.partition)
    .where("device_id", "=", key.device_id)
    .where("environment", "=", key.environment)
    .where("type", "=", key.type)
    .where("timestamp", "=", key.timestamp)
    .executeTakeFirst();
