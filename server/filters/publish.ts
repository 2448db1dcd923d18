import {
  PARTITIONS,
  type Partition,
  type PartitionResult,
  type PublishResult,
  SEARCH_PARTITION_LIMIT,
} from "../../src/contract/filters.ts";
import type { Actor } from "./actor.ts";
import { filterError } from "./errors.ts";
import { findFilter } from "./find.ts";
import { contentCount } from "./read.ts";
import type { FiltersDb as Db } from "./tables.ts";

// Publishing (spec 2 §3, §4, §7) sends the filter to every partition; each answers on its own ('0' OK,
// '1' error). The catalogue API partition (aup) takes any filter; the search partition indexes at most
// SEARCH_PARTITION_LIMIT contents of one filter and refuses larger ones. The filter counts as published when
// at least one partition took it.

function partitionAnswer(partition: Partition, contents: number): PartitionResult {
  if (partition === "search" && contents > SEARCH_PARTITION_LIMIT) {
    return {
      status: "1",
      result: [
        {
          message: `El filtro excede el máximo de ${SEARCH_PARTITION_LIMIT} contenidos de la partición search.`,
          contents: 0,
        },
      ],
    };
  }
  return { status: "0", result: [{ message: `Publicado en ${partition}.`, contents }] };
}

export async function publishFilter(db: Db, actor: Actor, filterId: number): Promise<PublishResult> {
  return db.transaction().execute(async (trx) => {
    const filter = await findFilter(trx, actor, filterId);
    // §4: publishing is only possible when the filter is active and has a name.
    if (filter.status !== "ACT" || typeof filter.name !== "string" || filter.name.trim() === "")
      throw filterError("filter_publish_refused");
    const contents = await contentCount(trx, filter);
    const partitions = Object.fromEntries(
      PARTITIONS.map((partition) => [partition, partitionAnswer(partition, contents)]),
    ) as Record<Partition, PartitionResult>;
    for (const partition of PARTITIONS) {
      const { status, result } = partitions[partition];
      const row = {
        status,
        message: result[0].message,
        contents: result[0].contents,
        published_at: actor.now,
        published_user: actor.email,
      };
      await trx
        .insertInto("filter_publications")
        .values({ filter_id: filterId, partition, ...row })
        .onConflict((oc) => oc.columns(["filter_id", "partition"]).doUpdateSet(row))
        .execute();
    }
    const published = PARTITIONS.some((partition) => partitions[partition].status === "0");
    if (published) {
      await trx
        .updateTable("filters")
        .set({ publish_date: actor.now, publish_user: actor.email })
        .where("filter_id", "=", filterId)
        .execute();
    }
    const summary = PARTITIONS.map((p) => `${p} ${partitions[p].status === "0" ? "OK" : "ERROR"}`).join(", ");
    await actor.record(
      trx,
      "filter_publish",
      `Filtro ${filterId} publicado (${contents} contenidos): ${summary}`,
    );
    return { filter_id: filterId, publish_date: published ? actor.now : filter.publish_date, partitions };
  });
}
