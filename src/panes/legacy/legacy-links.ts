import type { LegacyMenuItem } from "../../api/base";
import { api } from "../../api/client";

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

const TTL_MS = 5 * 60_000;
let cached: { username: string; at: number; links: Promise<LegacyLink[]> } | null = null;

/** GET /services/base/menuadminv for the palette's legacy links (kept five minutes, like the side menu). */
export function fetchLegacyLinks(username: string): Promise<LegacyLink[]> {
  if (cached && cached.username === username && Date.now() - cached.at < TTL_MS) return cached.links;
  const links = api<{ menu: LegacyMenuItem[] }>("/base/menuadminv", { query: { username } }).then((r) =>
    flattenLegacyMenu(r.menu),
  );
  cached = { username, at: Date.now(), links };
  links.catch(() => {
    cached = null;
  });
  return links;
}
