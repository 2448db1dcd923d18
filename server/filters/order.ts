import type { OrderByItemBuilder } from "kysely";

/**
 * The direction of a sort on a nullable column with nulls lowest, as SQLite ranks them: PostgreSQL ranks
 * them highest unless told, so a page would differ between the databases.
 */
export function nullsLowest(order: "asc" | "desc") {
  return (item: OrderByItemBuilder) => (order === "asc" ? item.asc().nullsFirst() : item.desc().nullsLast());
}
