import type { Transaction } from "kysely";
import type { BulkJobDetail, BulkJobItem } from "../../../src/contract/jobs.ts";
import { type AuthUser, isoAt } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { publishToUser } from "../../platform/notifications/hub.ts";
import type { JobContext, JobHandler } from "../worker.ts";
import { type OwnerRule, ownerNow } from "./owner.ts";
import { bulkJobDetail } from "./store.ts";
import { bulkDb } from "./tables.ts";

/** One part's outcome of an item (an APA partition): '0' OK, '1' error. */
export type ItemPart = { status: "0" | "1"; message: string };
export type ItemParts = Record<string, ItemPart>;

/**
 * An item as its processor sees it; `done` names the parts an earlier run completed (a retry skips them), and
 * `owner` is the job's owner as they are now, already checked against the kind's rule.
 */
export type BulkItem = {
  key: string;
  jobId: number;
  ownerId: number;
  owner: AuthUser;
  done: readonly string[];
};

/**
 * Runs one item inside the transaction that also records its outcome: what it writes commits together with
 * the item's status, or not at all. The item fails when any part fails; the parts an earlier run completed are
 * kept.
 */
export type ItemProcessor<P> = (
  trx: Transaction<Database>,
  item: BulkItem,
  payload: P,
  now: number,
) => Promise<ItemParts>;

/** Items taken per round; progress is announced and cancellation read between rounds. */
const BATCH = 20;

/**
 * The queue handler of a bulk job kind (a module's `jobs.handlers`). Idempotent per job and item: each item is
 * claimed (pending → processed) in the transaction that runs it, so a rerun after a crash, or a second worker
 * on the same job (two replicas), skips what is done and never runs an item twice. Each item runs with its
 * owner's rights at that moment: an owner deactivated or without the kind's access since gets it refused.
 */
export function bulkJobHandler<P>(process: ItemProcessor<P>, rule: OwnerRule<P>): JobHandler {
  return async (job, context) => {
    const id = (job.payload as { bulk_job_id: number }).bulk_job_id;
    const db = bulkDb(context.db);
    for (;;) {
      const head = await db
        .selectFrom("bulk_jobs")
        .select(["status", "payload", "owner_id"])
        .where("bulk_job_id", "=", id)
        .executeTakeFirst();
      if (head?.status !== "running") return;
      const batch = await db
        .selectFrom("bulk_job_items")
        .select(["item_key", "parts"])
        .where("bulk_job_id", "=", id)
        .where("status", "=", "pending")
        .orderBy("position")
        .limit(BATCH)
        .execute();
      if (batch.length === 0) {
        await db
          .updateTable("bulk_jobs")
          .set({ status: "done", finished_at: isoAt(context.now) })
          .where("bulk_job_id", "=", id)
          .where("status", "=", "running")
          .execute();
        await announce(context, id, head.owner_id, []);
        return;
      }
      const payload = JSON.parse(head.payload) as P;
      for (const { item_key, parts } of batch) {
        const earlier = JSON.parse(parts) as ItemParts;
        const item = { key: item_key, jobId: id, ownerId: head.owner_id, done: completed(earlier) };
        await runItem(context, process, rule, item, earlier, payload);
      }
      const settled = batch.map((item) => item.item_key);
      await announce(context, id, head.owner_id, settled);
    }
  };
}

async function runItem<P>(
  context: JobContext,
  process: ItemProcessor<P>,
  rule: OwnerRule<P>,
  item: Omit<BulkItem, "owner">,
  earlier: ItemParts,
  payload: P,
) {
  await context.db.transaction().execute(async (trx) => {
    const db = bulkDb(trx);
    const mine = (query: ReturnType<typeof db.updateTable<"bulk_job_items">>) =>
      query.where("bulk_job_id", "=", item.jobId).where("item_key", "=", item.key);
    // The claim comes first: on PostgreSQL it locks the row, so a second worker waits here and then finds the
    // item no longer pending; on SQLite transactions do not overlap.
    const claimed = await mine(db.updateTable("bulk_job_items"))
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return;
    const owner = await ownerNow(trx, item.ownerId, rule.access);
    const outcome: ItemParts =
      typeof owner === "string"
        ? { [rule.part(payload)]: { status: "1", message: owner } }
        : await process(trx, { ...item, owner }, payload, context.now);
    const parts = { ...earlier, ...outcome };
    const failed = Object.values(parts).some((part) => part.status !== "0");
    await mine(db.updateTable("bulk_job_items"))
      .set({
        status: failed ? "failed" : "done",
        parts: JSON.stringify(parts),
        updated_at: isoAt(context.now),
      })
      .execute();
  });
}

const completed = (parts: ItemParts) =>
  Object.entries(parts)
    .filter(([, part]) => part.status === "0")
    .map(([name]) => name);

/** Pushes the job's state and the items this round settled to its owner's streams (the tray applies them). */
async function announce(context: JobContext, id: number, ownerId: number, settled: readonly string[]) {
  const job = await bulkJobDetail(context.db, id, settled);
  if (!job) return;
  for (const event of progressEvents(job))
    await publishToUser(context.bus, ownerId, { message: "", job: event });
}

/** What one pushed event may weigh: PostgreSQL's NOTIFY carries 8000 bytes at most, the bus's envelope included. */
const PUSH_BYTES = 6_000;

/** The job's progress as events that each fit the bus: its summary with as many of the settled items as fit. */
export function progressEvents(job: BulkJobDetail, budget = PUSH_BYTES): BulkJobDetail[] {
  const events: BulkJobDetail[] = [];
  let items: BulkJobItem[] = [];
  const bytes = (list: BulkJobItem[]) => Buffer.byteLength(JSON.stringify({ ...job, items: list }));
  for (const item of job.items) {
    if (items.length > 0 && bytes([...items, item]) > budget) {
      events.push({ ...job, items });
      items = [];
    }
    items.push(item);
  }
  events.push({ ...job, items });
  return events;
}
