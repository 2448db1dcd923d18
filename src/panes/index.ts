export { canOpenKind, checkRoute, type RouteCheck } from "./guard";
export { PANE_KINDS, paneKind } from "./kinds";
export { lazyPane } from "./lazy-pane";
export { NotAvailablePane } from "./not-available";
export { usePaneContext } from "./pane-context";
export { matchPath, paneHref } from "./routes";
export { getPaneSelection, setPaneSelection, usePaneSelection } from "./selection";
export {
  closePane,
  focusedPane,
  focusPane,
  moveFocus,
  openPane,
  setPaneParams,
  splitPane,
  toggleMaximize,
  useFocusedPane,
  useWorkspace,
} from "./store";
export type { FocusDirection, Layout, LayoutNode, PaneKind, PaneLeaf, PaneProps } from "./types";
export { decodeLayoutUrl, encodeLayoutUrl } from "./url";
export { Workspace } from "./workspace";
