import type { ModuleManifest, ScreenSpec } from "./module";
import { screenKeys } from "./module";
import type { AnyCommand } from "./types";

// One "open X" command per screen that declares keywords, derived from its module's manifest. Those with a
// menu entry are also the side-menu entries (src/commands/menu.ts), so menu and palette never drift.

const capitalized = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

export function openCommand(manifest: ModuleManifest, screen: ScreenSpec): AnyCommand | null {
  if (!screen.keywords) return null;
  const { kind, requires, menu } = screen;
  const keys = screenKeys(manifest.namespace, kind);
  return {
    id: `${manifest.id}.open${capitalized(kind.slice(kind.indexOf(".") + 1))}`,
    title: keys.open,
    module: manifest.id,
    icon: screen.icon,
    keywords: screen.keywords,
    keys: screen.keys,
    order: menu?.order ?? 0,
    opens: kind,
    requires:
      requires.length === 0
        ? undefined
        : { module: requires.length === 1 ? requires[0] : requires, privilege: "view" },
    surfaces: menu ? ["palette", "menu"] : ["palette"],
    menu: menu && {
      section: menu.section,
      order: menu.order,
      label: keys.menu,
      ariaLabel: menu.hint ? keys.menuHint : undefined,
      route: screen.route,
      kind,
      indent: menu.indent,
    },
    run: (ctx) => ctx.openPane(kind),
  };
}
