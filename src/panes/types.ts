import type { ComponentType } from "react";
import type { ModuleName } from "../permissions/catalog";

/** The props every pane screen receives. */
export type PaneProps = {
  paneId: string;
  params: Record<string, string>;
  /** Replaces the pane's parameters (kept in the URL; history is replaced, not pushed). */
  setParams(next: Record<string, string>): void;
  focused: boolean;
};

export type PaneKind = {
  /** `module.noun`, e.g. `system.logs`. */
  id: string;
  /** i18n key of the screen title (pane header, page title, not-available screen). */
  title: string;
  /** Route path; `:name` segments are filled from the pane's params. */
  route: string;
  /** Viewing needs the view privilege on any one of these modules; empty means any signed-in user. */
  modules: readonly ModuleName[];
  component: ComponentType<PaneProps>;
};

export type PaneLeaf = { type: "pane"; id: string; kind: string; params: Readonly<Record<string, string>> };
/** row: children side by side; column: children stacked. */
export type SplitNode = { type: "split"; direction: "row" | "column"; children: readonly LayoutNode[] };
export type LayoutNode = PaneLeaf | SplitNode;

export type FocusDirection = "left" | "right" | "up" | "down";

/** The part of the workspace the URL carries. */
export type Layout = { root: LayoutNode; focusedId: string; maximizedId: string | null };
