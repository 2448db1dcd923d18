import { sharesOf, sharesWithout, withShares } from "./shares";
import type { FocusDirection, LayoutNode, PaneLeaf, SplitNode } from "./types";

// Pure operations on the layout tree. Splits divide their space by their shares (./shares.ts); `normalize`
// keeps the tree minimal (no single-child split, no split nested in one of the same direction).

export function leaves(node: LayoutNode): PaneLeaf[] {
  return node.type === "pane" ? [node] : node.children.flatMap(leaves);
}

export function findPane(node: LayoutNode, id: string): PaneLeaf | undefined {
  return leaves(node).find((pane) => pane.id === id);
}

export function normalize(node: LayoutNode): LayoutNode {
  if (node.type === "pane") return node;
  const shares = sharesOf(node);
  const children: LayoutNode[] = [];
  const flat: number[] = [];
  let resized = node.sizes !== undefined;
  node.children.map(normalize).forEach((child, index) => {
    if (child.type === "split" && child.direction === node.direction) {
      // A nested split of the same direction lends its children its share, in their proportions; never
      // resized, all of them share the space equally (as before any divider was dragged).
      resized ||= child.sizes !== undefined;
      const inner = sharesOf(child);
      children.push(...child.children);
      flat.push(...inner.map((share) => (shares[index] * share) / 100));
    } else {
      children.push(child);
      flat.push(shares[index]);
    }
  });
  if (children.length === 1) return children[0];
  return withShares(node, children, resized ? flat : children.map(() => 1));
}

function mapPanes(node: LayoutNode, change: (pane: PaneLeaf) => LayoutNode): LayoutNode {
  if (node.type === "pane") return change(node);
  return { ...node, children: node.children.map((child) => mapPanes(child, change)) };
}

export function updatePane(root: LayoutNode, id: string, change: (pane: PaneLeaf) => PaneLeaf): LayoutNode {
  return mapPanes(root, (pane) => (pane.id === id ? change(pane) : pane));
}

/** Puts `added` to the right of (or below) the target pane. */
export function splitPane(
  root: LayoutNode,
  targetId: string,
  side: "right" | "down",
  added: PaneLeaf,
): LayoutNode {
  const direction: SplitNode["direction"] = side === "right" ? "row" : "column";
  return normalize(
    mapPanes(root, (pane) =>
      pane.id === targetId ? { type: "split", direction, children: [pane, added] } : pane,
    ),
  );
}

function without(node: LayoutNode, id: string): LayoutNode | null {
  if (node.type === "pane") return node.id === id ? null : node;
  let shares = sharesOf(node);
  const children: LayoutNode[] = [];
  node.children.forEach((child) => {
    const rest = without(child, id);
    if (rest) children.push(rest);
    else shares = sharesWithout(shares, children.length);
  });
  return children.length === 0 ? null : withShares(node, children, shares);
}

/** The tree without the pane, or null when it was the last one. */
export function removePane(root: LayoutNode, id: string): LayoutNode | null {
  const rest = without(root, id);
  return rest && normalize(rest);
}

export type Rect = { x: number; y: number; width: number; height: number };

/** The split at `path` (child indices from the root) takes these shares. */
export function resizeSplit(
  root: LayoutNode,
  path: readonly number[],
  shares: readonly number[],
): LayoutNode {
  if (root.type === "pane") return root;
  if (path.length === 0) {
    return shares.length === root.children.length ? withShares(root, root.children, shares) : root;
  }
  const [index, ...rest] = path;
  const children = root.children.map((child, at) =>
    at === index ? resizeSplit(child, rest, shares) : child,
  );
  return { ...root, children };
}

/** Each pane's share of the workspace, in fractions of its width and height. */
export function paneRects(root: LayoutNode): Map<string, Rect> {
  const rects = new Map<string, Rect>();
  const visit = (node: LayoutNode, rect: Rect) => {
    if (node.type === "pane") {
      rects.set(node.id, rect);
      return;
    }
    const shares = sharesOf(node);
    let start = 0;
    node.children.forEach((child, index) => {
      const [from, part] = [start / 100, shares[index] / 100];
      start += shares[index];
      visit(
        child,
        node.direction === "row"
          ? { x: rect.x + rect.width * from, y: rect.y, width: rect.width * part, height: rect.height }
          : { x: rect.x, y: rect.y + rect.height * from, width: rect.width, height: rect.height * part },
      );
    });
  };
  visit(root, { x: 0, y: 0, width: 1, height: 1 });
  return rects;
}

const EPSILON = 1e-9;

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** The pane next to `id` in a direction: the nearest one that shares some edge span with it. */
export function neighbor(root: LayoutNode, id: string, direction: FocusDirection): string | undefined {
  const rects = paneRects(root);
  const from = rects.get(id);
  if (!from) return undefined;
  const horizontal = direction === "left" || direction === "right";
  let best: { id: string; distance: number; shared: number } | undefined;
  for (const [candidate, rect] of rects) {
    if (candidate === id) continue;
    const distance = {
      left: from.x - (rect.x + rect.width),
      right: rect.x - (from.x + from.width),
      up: from.y - (rect.y + rect.height),
      down: rect.y - (from.y + from.height),
    }[direction];
    if (distance < -EPSILON) continue;
    const shared = horizontal
      ? overlap(from.y, from.y + from.height, rect.y, rect.y + rect.height)
      : overlap(from.x, from.x + from.width, rect.x, rect.x + rect.width);
    if (shared <= EPSILON) continue;
    if (
      !best ||
      distance < best.distance - EPSILON ||
      (Math.abs(distance - best.distance) <= EPSILON && shared > best.shared)
    ) {
      best = { id: candidate, distance, shared };
    }
  }
  return best?.id;
}

/** After closing a pane, focus the remaining pane closest to where it was. */
export function closestPane(root: LayoutNode, rect: Rect): string {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  let best = { id: leaves(root)[0].id, distance: Number.POSITIVE_INFINITY };
  for (const [id, other] of paneRects(root)) {
    const distance = Math.hypot(other.x + other.width / 2 - cx, other.y + other.height / 2 - cy);
    if (distance < best.distance) best = { id, distance };
  }
  return best.id;
}
