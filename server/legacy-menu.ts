import type { Db } from "./db/database.ts";

/** Legacy admin menu entry in the old admin's own shape (upper-case keys, spec 1 §3). */
export type LegacyMenuEntry = {
  NAME: string;
  /** "1" for a section holding ITEMS, "0" for a direct link. */
  PADRE: "0" | "1";
  URL: string;
  ICON: string;
  ITEMS: { name: string; url: string }[];
};

export async function legacyMenu(db: Db): Promise<LegacyMenuEntry[]> {
  const rows = await db
    .selectFrom("legacy_menu")
    .selectAll()
    .orderBy("position")
    .orderBy("menu_id")
    .execute();
  const children = new Map<number, { name: string; url: string }[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), { name: row.name, url: row.url }]);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => {
      const items = children.get(row.menu_id) ?? [];
      return { NAME: row.name, PADRE: items.length ? "1" : "0", URL: row.url, ICON: row.icon, ITEMS: items };
    });
}
