import type { ApaEnvironment, ApaType } from "../../src/contract/apa.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { bulkJobHandler, type ItemParts, type ItemProcessor } from "../jobs/bulk/exports.ts";
import { publishDevice } from "./publish.ts";

export const BULK_PUBLISH_JOB = "apa.bulkPublish";

export type BulkPublishPayload = {
  partition: string;
  environment: ApaEnvironment;
  type: ApaType;
  description: string;
  user: string;
};

/** One device of a bulk publication: its partitions' outcomes become the item's parts. */
export const publishItem: ItemProcessor<BulkPublishPayload> = async (trx, item, payload, now) => {
  const published = await publishDevice(trx as unknown as Db, {
    ...payload,
    device_id: item.key,
    now,
    bulkJobId: item.jobId,
    skip: item.done,
  }).catch((error: unknown) => {
    // A document deleted since the job was queued fails its item, not the whole job.
    if (error instanceof ApiError && error.code === "apa_device_not_found") return null;
    throw error;
  });
  if (!published) return { [payload.partition]: { status: "1", message: "apa_device_not_found" } };
  const { partitions } = published;
  const parts: ItemParts = {};
  for (const [name, { status, message }] of Object.entries(partitions)) parts[name] = { status, message };
  return parts;
};

export const bulkPublishHandler = bulkJobHandler(publishItem);
