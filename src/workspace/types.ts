import type { ComponentType } from "react";
import type { ModuleName } from "../permissions/catalog";

declare const paneKindBrand: unique symbol;

/**
 * A screen's id, `module.noun` (`consumption.lookup`). Not a free string: made by `paneKindId()` (format
 * checked) or read back from the registry, and registered once, by its module's manifest.
 */
export type PaneKindId = string & { readonly [paneKindBrand]: true };

/** The props every pane screen receives. */
export type PaneProps = {
  paneId: string;
  params: Record<string, string>;
  /** Replaces the pane's parameters (kept in the URL; history is replaced, not pushed). */
  setParams(next: Record<string, string>): void;
  focused: boolean;
};

export type PaneScreen = ComponentType<PaneProps>;

/** What the workspace knows of a screen: metadata only (its component is registered apart, by the app). */
export type PaneKind = {
  id: PaneKindId;
  /** i18n key of the screen title (pane header, page title, not-available screen). */
  title: string;
  /** Route path; `:name` segments are filled from the pane's params. */
  route: string;
  /** Viewing needs the view privilege on any one of these modules; empty means any signed-in user. */
  modules: readonly ModuleName[];
  /** The start screen: `/` leads to it and the breadcrumb stops at it. */
  home?: boolean;
  /** Breadcrumb: the route of the screen this one sits under (its crumbs come first). */
  parentRoute?: string;
  /** Breadcrumb: a last crumb from the pane's params (a wizard's step), as an i18n key and its values. */
  crumb?: (params: Readonly<Record<string, string>>) => Crumb | undefined;
};

export type Crumb = { key: string; values?: Record<string, string | number> };

export type PaneLeaf = {
  type: "pane";
  id: string;
  kind: PaneKindId;
  params: Readonly<Record<string, string>>;
};
/**
 * row: children side by side; column: children stacked. `sizes`: each child's share in percent (adding up to
 * 100); absent means equal shares.
 */
export type SplitNode = {
  type: "split";
  direction: "row" | "column";
  children: readonly LayoutNode[];
  sizes?: readonly number[];
};
export type LayoutNode = PaneLeaf | SplitNode;

export type FocusDirection = "left" | "right" | "up" | "down";

/** The part of the workspace the URL carries. */
export type Layout = { root: LayoutNode; focusedId: string; maximizedId: string | null };
