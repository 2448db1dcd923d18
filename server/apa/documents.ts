import type {
  ApaCategory,
  ApaDocument,
  ApaEnvironment,
  DocumentPage,
  DocumentSortField,
} from "../../src/contract/apa.ts";
import type { PagedQuery } from "../../src/contract/paging.ts";
import { countedPage } from "../db/counted-page.ts";
import { withSearch } from "../db/like.ts";
import { ApiError } from "../envelope.ts";
import type { ApaDb } from "./tables.ts";

// ISO-8601 text in UTC: the edition's text order is its time order on both engines.
const SORT_COLUMNS = {
  edition: "edition",
  name: "name",
  _id: "device_id",
  status: "status",
} as const satisfies Record<DocumentSortField, string>;

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

/** The contract's paged request as the handler parsed it, with the list's own filters. */
export type DocumentsQuery = PagedQuery<DocumentSortField, "fromQuantity"> & {
  draw: number;
  environment: ApaEnvironment;
  category?: ApaCategory;
};

/** One page of a partition's documents, with their status against the environment asked. */
export async function listDocuments(db: ApaDb, partition: string, q: DocumentsQuery): Promise<DocumentPage> {
  await partitionOf(db, partition);
  const publication = q.environment === "prod" ? "prod_publication" : "uat_publication";
  const publisher = q.environment === "prod" ? "prod_publisher" : "uat_publisher";
  const scoped = db
    .selectFrom("apa_documents")
    .where("partition", "=", partition)
    .$if(q.category !== undefined, (w) => w.where("category", "=", q.category as ApaCategory));
  const filtered = withSearch(db, scoped, ["name", "device_id"], q.search);
  const page = await countedPage(
    q.draw,
    scoped,
    filtered,
    filtered
      .select((eb) => [
        "device_id",
        "name",
        "category",
        "icon",
        "edition",
        "editor",
        eb.ref(publication).as("publication"),
        eb.ref(publisher).as("publisher"),
        eb
          .case()
          .when(publication, "is", null)
          .then("unpublished")
          .when(publication, ">=", eb.ref("edition"))
          .then("published")
          .else("modified")
          .end()
          .$castTo<ApaDocument["status"]>()
          .as("status"),
      ])
      .orderBy(SORT_COLUMNS[q.sort_field], q.sort_order)
      .orderBy("device_id", "asc")
      .limit(q.quantity)
      .offset(q.from)
      .execute(),
  );
  return {
    ...page,
    data: page.data.map(({ device_id, ...row }) => ({ ...row, _id: device_id, type: row.category })),
  };
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
