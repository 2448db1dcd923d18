import type { ContentItem } from "../../src/contract/filters.ts";
import type { Actor } from "./actor.ts";
import { listIncluded } from "./contents-read.ts";
import { findFilter } from "./find.ts";
import { csvField } from "./list.ts";
import type { FiltersDb as Db } from "./tables.ts";

const WINDOW = 1000;

const COLUMNS: [string, (item: ContentItem) => string | number | null][] = [
  ["Posición", (item) => item.position],
  ["ID", (item) => item.data.id],
  ["Tipo", (item) => item.type_code],
  ["Título", (item) => item.data.title],
  ["Título original", (item) => item.data.title_original],
  ["Proveedor", (item) => item.data.proveedor_name],
  ["Año", (item) => item.data.year],
  ["Temporada", (item) => item.data.season_number],
  ["Episodio", (item) => item.data.episode_number],
  ["Duración (s)", (item) => item.data.duration],
  [
    "Derechos",
    (item) =>
      item.data.rights
        .filter((right) => right.active)
        .map((right) => right.country)
        .join(" "),
  ],
];

/** §9: the export file is a prefix plus the filter id, its type and the date-time. */
export function exportFileName(filterId: number, type: string, now: string): string {
  const stamp = now.replace(/[-:T]/g, "").slice(0, 14);
  return `Filtro_${filterId}_${type}_${stamp}.csv`;
}

/** The contents export's column headers, in the file's order (its audit row names them). */
export const CONTENTS_CSV_COLUMNS = COLUMNS.map(([header]) => header);

/** Every content of the filter (its order for a manual one), as CSV, and how many rows it holds. */
export async function exportContentsCsv(db: Db, actor: Actor, filterId: number) {
  const filter = await findFilter(db, actor, filterId);
  const lines = [COLUMNS.map(([header]) => csvField(header)).join(",")];
  let rows = 0;
  for (let from = 0; ; from += WINDOW) {
    const page = await listIncluded(db, actor, {
      id: filterId,
      status: "",
      search: "",
      sort_field: "position",
      sort_order: "asc",
      from,
      quantity: WINDOW,
    });
    for (const item of page.contents) lines.push(COLUMNS.map(([, value]) => csvField(value(item))).join(","));
    rows += page.contents.length;
    if (page.contents.length < WINDOW) break;
  }
  return {
    name: exportFileName(filterId, filter.type, actor.now),
    body: `\uFEFF${lines.join("\r\n")}\r\n`,
    rows,
  };
}
