import { type ApaEnvironment, type ApaType, apaCalls } from "../../src/contract/apa.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { bulkJobHandler, type ItemParts, type ItemProcessor, type OwnerRule } from "../jobs/bulk/exports.ts";
import { publishDevice } from "./publish.ts";
import { uatOnlyRefusal } from "./uat.ts";

export const BULK_PUBLISH_JOB = "apa.bulkPublish";

export type BulkPublishPayload = {
  partition: string;
  environment: ApaEnvironment;
  type: ApaType;
  description: string;
  user: string;
};

/** The owner must still hold the bulk call's access when each device runs; a refusal is the partition's. */
export const BULK_PUBLISH_OWNER: OwnerRule<BulkPublishPayload> = {
  access: apaCalls.bulkPublish.access,
  part: (payload) => payload.partition,
};

/**
 * One device of a bulk publication: its partitions' outcomes become the item's parts. An owner who is now
 * UAT-only (spec 2 §6) gets production and metadata refused, as the call would refuse them.
 */
export const publishItem: ItemProcessor<BulkPublishPayload> = async (trx, item, payload, now) => {
  if (uatOnlyRefusal(item.owner, payload))
    return { [payload.partition]: { status: "1", message: "apa_uat_only" } };
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

export const bulkPublishHandler = bulkJobHandler(publishItem, BULK_PUBLISH_OWNER);
