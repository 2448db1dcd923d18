import { type LegacyMenuItem, legacyMenuQuery } from "../../api/base";
import { fetchNow } from "../../api/query-client";

export type LegacyLink = { name: string; url: string };

/** The legacy menu as links, sections flattened as the side menu shows them ('Sección · Entrada'). */
export function flattenLegacyMenu(menu: readonly LegacyMenuItem[]): LegacyLink[] {
  return menu.flatMap((item) =>
    item.ITEMS?.length
      ? item.ITEMS.map((child) => ({ name: `${item.NAME} · ${child.name}`, url: child.url }))
      : item.URL
        ? [{ name: item.NAME, url: item.URL }]
        : [],
  );
}

/**
 * The palette's legacy links: the side menu's cached GET /services/base/menuadminv (kept five minutes), asked
 * once more only when it is older. Asked now (fetchNow): the palette shows an unreachable server at once.
 */
export async function fetchLegacyLinks(username: string): Promise<LegacyLink[]> {
  return flattenLegacyMenu(await fetchNow(legacyMenuQuery(username)));
}
