import type { ApaCategory, ApaEnvironment, ApaType, HistoryEntry } from "../../src/contract/apa.ts";
import type { ApaDb } from "./tables.ts";

export type HistoryQuery = {
  partition: string;
  environment?: ApaEnvironment;
  device_id?: string;
  type?: ApaType;
  category?: ApaCategory;
};

/** The newest publications first; a list of the APA tables' page size times a generous number of pages. */
const HISTORY_LIMIT = 1000;

export async function listHistory(db: ApaDb, q: HistoryQuery, uatOnly: boolean): Promise<HistoryEntry[]> {
  let query = db
    .selectFrom("apa_history as h")
    .innerJoin("apa_documents as d", (join) =>
      join.onRef("d.device_id", "=", "h.device_id").onRef("d.partition", "=", "h.partition"),
    )
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
    .where("h.partition", "=", q.partition);
  if (q.environment) query = query.where("h.environment", "=", q.environment);
  if (q.device_id) query = query.where("h.device_id", "=", q.device_id);
  if (q.type) query = query.where("h.type", "=", q.type);
  if (q.category) query = query.where("d.category", "=", q.category);
  // A UAT-only user sees neither prod nor metadata (spec 2 §6).
  if (uatOnly) query = query.where("h.environment", "=", "uat").where("h.type", "!=", "metadata");
  const rows = await query
    .orderBy("h.timestamp", "desc")
    .orderBy("h.history_id", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map(({ device_id, active, timestamp, ...row }) => ({
    ...row,
    _id: device_id,
    timestamp: Number(timestamp),
    published: row.environment === "prod",
    active: active === 1,
  }));
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
