import type { MenuItem } from "../commands/menu";
import { paneKind, paneKinds } from "../workspace/kinds";
import type { PaneKind } from "../workspace/types";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The crumbs of a screen without its section: its parents' titles (by route), then its own. */
function titles(kind: PaneKind, t: Translate, seen: Set<string>): { root: PaneKind; titles: string[] } {
  const parent = kind.parentRoute && paneKinds().find((other) => other.route === kind.parentRoute);
  if (!parent || seen.has(parent.id)) return { root: kind, titles: [t(kind.title)] };
  seen.add(parent.id);
  const above = titles(parent, t, seen);
  return { root: above.root, titles: [...above.titles, t(kind.title)] };
}

/**
 * Where a pane sits, after "home": the menu section of its top screen, the screens it sits under (a wizard
 * under the product list, spec 3 §2), its own title, then the crumb its params give (the wizard's step).
 */
export function breadcrumbTrail(
  pane: { kind: string; params: Readonly<Record<string, string>> },
  menu: readonly MenuItem[],
  t: Translate,
): string[] {
  const kind = paneKind(pane.kind);
  if (!kind) return [pane.kind];
  if (kind.home) return [];
  const { root, titles: trail } = titles(kind, t, new Set([kind.id]));
  const section = menu.find(
    (item) => item.type === "section" && item.entries.some((entry) => entry.kind === root.id),
  );
  const last = kind.crumb?.(pane.params);
  return [
    ...(section?.type === "section" ? [t(section.label)] : []),
    ...trail,
    ...(last ? [t(last.key, last.values)] : []),
  ];
}
