import type { LayoutNode, SplitNode } from "./types";

// A split's children share its space in percent (kept in the URL). Equal shares are left implicit, so an
// unresized layout (and its URL) looks as it always did.

/** Below this share a pane is too narrow to use; dividers stop there. */
export const MIN_SHARE = 10;

const EQUAL_TOLERANCE = 0.05;

/** Each child's share, equal when the split has none. */
export function sharesOf(node: SplitNode): number[] {
  return node.sizes ? [...node.sizes] : node.children.map(() => 100 / node.children.length);
}

/** Scaled to add up to 100; undefined when they are (all but) equal. */
export function tidyShares(shares: readonly number[]): number[] | undefined {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (shares.length === 0 || !(total > 0)) return undefined;
  const scaled = shares.map((share) => (share * 100) / total);
  const equal = 100 / scaled.length;
  return scaled.every((share) => Math.abs(share - equal) < EQUAL_TOLERANCE) ? undefined : scaled;
}

/** A split with these shares (or none when equal). */
export function withShares(
  node: SplitNode,
  children: readonly LayoutNode[],
  shares: readonly number[],
): SplitNode {
  const { sizes: _dropped, ...rest } = node;
  const sizes = tidyShares(shares);
  return sizes ? { ...rest, children, sizes } : { ...rest, children };
}

/** The shares once child `removed` is gone: its share goes to the child before it (or after, if first). */
export function sharesWithout(shares: readonly number[], removed: number): number[] {
  const next = shares.filter((_, index) => index !== removed);
  const heir = Math.max(0, removed - 1);
  if (next.length > 0) next[heir] += shares[removed];
  return next;
}

/** A share as the URL keeps it: one decimal is finer than a pixel on any screen the console runs on. */
export function roundShare(share: number): number {
  return Math.round(share * 10) / 10;
}

/** A split's shares as the URL writes them ("65-35"); empty when equal. */
export function sharesText(node: SplitNode): string {
  return node.sizes ? node.sizes.map(roundShare).join("-") : "";
}

/** Every split's shares as the URL keeps them: equal text, same layout. */
export function encodeShares(node: LayoutNode): string {
  if (node.type === "pane") return "";
  return `${sharesText(node)}(${node.children.map(encodeShares).join(",")})`;
}
