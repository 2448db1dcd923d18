import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { ModuleName } from "../permissions/catalog";
import type { PaneKind, PaneKindId, PaneScreen } from "../workspace/types";
import type { PaletteProvider } from "./palette/providers";
import type { AnyCommand } from "./types";

// A module's manifest: everything it adds to the console, declared in its own folder (src/panes/<module>/
// manifest.ts). The side menu, the route table, the pane kinds, the palette groups and the "open X" commands
// are derived from the manifests listed once in the composition root (src/shell/modules.ts).
//
// i18n keys follow from the namespace (the locale files src/i18n/locales/{es,en}/<namespace>.json):
//   <namespace>.group                    palette group and cheat-sheet heading
//   <namespace>.screens.<noun>.title     screen title (pane header, page title, breadcrumb)
//   <namespace>.screens.<noun>.open      its "open" command ("Ir a …"), when it has keywords
//   <namespace>.screens.<noun>.menu      its side-menu label, when it has a menu entry
//   <namespace>.screens.<noun>.menuHint  the entry's longer accessible name, when `menu.hint`
//   <namespace>.sections.<id>            a side-menu section it declares

export type ScreenMenu = {
  /** Global menu order (the legacy console's, spec 1 §2); a section sits where its first entry does. */
  order: number;
  /** A section id declared by this or another module (`system`, `products`…); top level when absent. */
  section?: string;
  indent?: boolean;
  /** The label alone is ambiguous: `<namespace>.screens.<noun>.menuHint` is the accessible name. */
  hint?: boolean;
};

export type ScreenSpec = {
  /** `module.noun`, from `paneKindId()`: the module's own prefix. */
  kind: PaneKindId;
  /** The spec's route; `:name` segments are filled from the pane's params. */
  route: string;
  /** Viewing needs view on any one of these permission modules; empty: any signed-in user. */
  requires: readonly ModuleName[];
  icon: LucideIcon;
  /** Search aliases (both languages) of its "open" command; no keywords, no "open" command. */
  keywords?: readonly string[];
  /** Shortcut of its "open" command. */
  keys?: string;
  menu?: ScreenMenu;
  /** The screen's component, loaded on first use; absent: the honest "not available" screen. */
  load?: () => Promise<PaneScreen>;
  /** The start screen (exactly one module declares it). */
  home?: boolean;
  /** Breadcrumb: the route of the screen this one sits under (another module's, reached by route). */
  parentRoute?: string;
  /** Breadcrumb: a last crumb from the pane's params (a wizard's step). */
  crumb?: PaneKind["crumb"];
};

/** `needs`: the section shows only to a user who may view one of these modules (spec 1 §6: system needs users
 * or logs), whatever other entries it holds. */
export type MenuSectionSpec = { id: string; icon: LucideIcon; needs?: readonly ModuleName[] };

/** Rendered at the end of the side menu (the legacy-admin links). */
export type MenuSlot = ComponentType<{ mini: boolean; onNavigate(): void }>;

export type ModuleManifest = {
  /** Palette group, prefix of its pane kinds and command ids. */
  id: string;
  /** Locale file name (src/i18n/locales/{es,en}/<namespace>.json), prefix of its i18n keys. */
  namespace: string;
  screens: readonly ScreenSpec[];
  commands?: readonly AnyCommand[];
  sections?: readonly MenuSectionSpec[];
  paletteProviders?: readonly PaletteProvider[];
  menuSlot?: MenuSlot;
  /** Elements on every screen, mounted once by the shell (the jobs tray). */
  globals?: readonly ComponentType[];
};

/** Identity helper: a manifest's shape is checked where it is written. */
export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}

const noun = (kind: PaneKindId) => kind.slice(kind.indexOf(".") + 1);

/** The i18n keys a screen's texts live under. */
export function screenKeys(namespace: string, kind: PaneKindId) {
  const base = `${namespace}.screens.${noun(kind)}`;
  return { title: `${base}.title`, open: `${base}.open`, menu: `${base}.menu`, menuHint: `${base}.menuHint` };
}
