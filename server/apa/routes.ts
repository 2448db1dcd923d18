import { apaCalls } from "../../src/contract/apa.ts";
import { ApiError } from "../envelope.ts";
import { createBulkJob } from "../jobs/bulk/exports.ts";
import { implement } from "../platform/route.ts";
import { BULK_PUBLISH_JOB, type BulkPublishPayload } from "./bulk.ts";
import { listDocuments, partitionOf, splitKnown } from "./documents.ts";
import { findEntry, listHistory } from "./history.ts";
import { apaMetadata, listReleases } from "./metadata.ts";
import { publishDevice } from "./publish.ts";
import { apaDb } from "./tables.ts";
import { demandAllowed, isUatOnly } from "./uat.ts";

/** /services/v1/apa (spec 2 §7): admapa is full access, apauat a UAT-only user (spec 2 §6). */
export const apaRoutes = implement(apaCalls, (deps) => {
  const db = apaDb(deps.db);
  const checkPartition = async (partition: string) => {
    if (partition !== "all") await partitionOf(db, partition);
  };
  return {
    getDocuments: async ({ params, query }, c) => {
      demandAllowed(c, query);
      return listDocuments(db, params.partition, query);
    },
    listReleases: async (_input, c) => listReleases(db, isUatOnly(c)),
    publishDocument: async ({ body }, c) => {
      demandAllowed(c, body);
      await checkPartition(body.partition);
      const now = deps.clock();
      return deps.db
        .transaction()
        .execute((trx) => publishDevice(trx, { ...body, user: c.var.user.email, now }));
    },
    republishDocument: async ({ body }, c) => {
      demandAllowed(c, body);
      await partitionOf(db, body.partition);
      if (!(await findEntry(db, body)))
        throw new ApiError("apa_history_not_found", { datafield: "timestamp" });
      const now = deps.clock();
      return deps.db.transaction().execute((trx) =>
        publishDevice(trx, {
          ...body,
          description: body.message,
          user: c.var.user.email,
          now,
        }),
      );
    },
    listHistory: async ({ query }, c) => {
      demandAllowed(c, query);
      await partitionOf(db, query.partition);
      return listHistory(db, query, isUatOnly(c));
    },
    getMetadata: async (_input, c) => apaMetadata(db, isUatOnly(c)),
    checkDevices: async ({ body }) => splitKnown(db, body.device_ids),
    bulkPublish: async ({ body }, c) => {
      demandAllowed(c, body);
      await checkPartition(body.partition);
      const ids = [...new Set(body.device_ids.map((id) => id.trim().toLowerCase()))];
      const { unknown } = await splitKnown(db, ids);
      const invalid = new Set(unknown);
      const payload: BulkPublishPayload = {
        partition: body.partition,
        environment: body.environment,
        type: body.type,
        description: body.description,
        user: c.var.user.email,
      };
      const jobId = await deps.db.transaction().execute((trx) =>
        createBulkJob(
          trx,
          {
            kind: BULK_PUBLISH_JOB,
            title: `APA ${body.environment} ${body.type} · ${body.partition}`,
            titleParams: { environment: body.environment, type: body.type, partition: body.partition },
            ownerId: c.var.user.user_id,
            access: ["admapa", "apauat"],
            payload,
            items: ids.map((key) => ({ key, invalid: invalid.has(key) })),
          },
          deps.clock(),
        ),
      );
      await deps.jobs.wake();
      return { job_id: jobId, total: ids.length, invalid: unknown };
    },
  };
});
