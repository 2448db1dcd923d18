import type { ApaEnvironment, ApaType, PartitionResult, PublishResult } from "../../src/contract/apa.ts";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { apaDb } from "./tables.ts";

export type Publication = {
  device_id: string;
  /** One partition, or every partition holding the device. */
  partition: string;
  environment: ApaEnvironment;
  type: ApaType;
  description: string;
  user: string;
  now: number;
  bulkJobId?: number;
  /** Partitions already published by an earlier run of the same bulk job (a retry). */
  skip?: readonly string[];
};

/** The application key a publication is made with (history's appkey). */
export const APPKEY = "adm-console";

/**
 * Generates (uat) or publishes (prod) one device's document in each partition asked, inside the caller's
 * transaction: a history row per partition (the new one active), and the document's publication date. A
 * partition that refuses the device's category answers status '1' with its reason (spec 2 §3, §4).
 */
export async function publishDevice(trx: Db, p: Publication): Promise<PublishResult> {
  const db = apaDb(trx);
  let query = db
    .selectFrom("apa_documents as d")
    .innerJoin("apa_partitions as p", "p.partition", "d.partition")
    .select(["d.partition", "d.category", "p.refuses_category", "p.title"])
    .where("d.device_id", "=", p.device_id);
  if (p.partition !== "all") query = query.where("d.partition", "=", p.partition);
  const found = await query.orderBy("p.position").execute();
  if (found.length === 0) throw new ApiError("apa_device_not_found", { datafield: "device_id" });
  const documents = found.filter((doc) => !p.skip?.includes(doc.partition));
  const partitions: Record<string, PartitionResult> = {};
  const at = isoAt(p.now);
  for (const doc of documents) {
    if (doc.refuses_category === doc.category) {
      partitions[doc.partition] = {
        status: "1",
        message: `La partición ${doc.title} no admite dispositivos ${doc.category}.`,
        result: [],
      };
      continue;
    }
    const same = db
      .updateTable("apa_history")
      .set({ active: 0 })
      .where("device_id", "=", p.device_id)
      .where("partition", "=", doc.partition)
      .where("environment", "=", p.environment)
      .where("type", "=", p.type);
    await same.execute();
    await db
      .insertInto("apa_history")
      .values({
        device_id: p.device_id,
        partition: doc.partition,
        environment: p.environment,
        type: p.type,
        comments: p.description,
        public_date: at,
        user: p.user,
        appkey: APPKEY,
        timestamp: p.now,
        active: 1,
        bulk_job_id: p.bulkJobId ?? null,
      })
      .execute();
    await db
      .updateTable("apa_documents")
      .set(
        p.environment === "prod"
          ? { prod_publication: at, prod_publisher: p.user }
          : { uat_publication: at, uat_publisher: p.user },
      )
      .where("device_id", "=", p.device_id)
      .where("partition", "=", doc.partition)
      .execute();
    partitions[doc.partition] = {
      status: "0",
      message: "OK",
      result: [{ _id: p.device_id, type: p.type, environment: p.environment }],
    };
  }
  return { partitions };
}
