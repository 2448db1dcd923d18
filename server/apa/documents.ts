import type { ApaCategory, ApaDocument, ApaEnvironment } from "../../src/contract/apa.ts";
import { ApiError } from "../envelope.ts";
import type { ApaDb } from "./tables.ts";

/** The partition, or apa_partition_not_found (the spec's 'Error en API document…'). */
export async function partitionOf(db: ApaDb, partition: string) {
  const found = await db
    .selectFrom("apa_partitions")
    .selectAll()
    .where("partition", "=", partition)
    .executeTakeFirst();
  if (!found) throw new ApiError("apa_partition_not_found", { datafield: "partition" });
  return found;
}

export async function listDocuments(
  db: ApaDb,
  partition: string,
  environment: ApaEnvironment,
  category: ApaCategory | undefined,
): Promise<ApaDocument[]> {
  await partitionOf(db, partition);
  let query = db.selectFrom("apa_documents").selectAll().where("partition", "=", partition);
  if (category) query = query.where("category", "=", category);
  const rows = await query.orderBy("device_id").execute();
  return rows.map((row) => {
    const publication = environment === "prod" ? row.prod_publication : row.uat_publication;
    const publisher = environment === "prod" ? row.prod_publisher : row.uat_publisher;
    return {
      _id: row.device_id,
      name: row.name,
      type: row.category,
      category: row.category,
      icon: row.icon,
      edition: row.edition,
      editor: row.editor,
      publication,
      publisher,
      status: !publication ? "unpublished" : publication >= row.edition ? "published" : "modified",
    };
  });
}

/** Which of these ids name a document in some partition (bulk publish validation, spec 2 §5). */
export async function splitKnown(db: ApaDb, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.trim().toLowerCase()))].filter(Boolean);
  const found =
    wanted.length === 0
      ? []
      : await db
          .selectFrom("apa_documents")
          .select("device_id")
          .distinct()
          .where("device_id", "in", wanted)
          .execute();
  const known = new Set(found.map((row) => row.device_id));
  return {
    known: ids.filter((id) => known.has(id.trim().toLowerCase())),
    unknown: ids.filter((id) => !known.has(id.trim().toLowerCase())),
  };
}
