import type { FocusDirection, LayoutNode, PaneLeaf, SplitNode } from "./types";

// Pure operations on the layout tree. Splits divide their space equally; `normalize` keeps the tree minimal
// (no single-child split, no split nested in one of the same direction).

export function leaves(node: LayoutNode): PaneLeaf[] {
  return node.type === "pane" ? [node] : node.children.flatMap(leaves);
}

export function findPane(node: LayoutNode, id: string): PaneLeaf | undefined {
  return leaves(node).find((pane) => pane.id === id);
}

export function normalize(node: LayoutNode): LayoutNode {
  if (node.type === "pane") return node;
  const children = node.children
    .map(normalize)
    .flatMap((child) =>
      child.type === "split" && child.direction === node.direction ? child.children : [child],
    );
  return children.length === 1 ? children[0] : { ...node, children };
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
  const children = node.children.map((child) => without(child, id)).filter((child) => child !== null);
  return children.length === 0 ? null : { ...node, children };
}

/** The tree without the pane, or null when it was the last one. */
export function removePane(root: LayoutNode, id: string): LayoutNode | null {
  const rest = without(root, id);
  return rest && normalize(rest);
}

export type Rect = { x: number; y: number; width: number; height: number };

/** Each pane's share of the workspace, in fractions of its width and height. */
export function paneRects(root: LayoutNode): Map<string, Rect> {
  const rects = new Map<string, Rect>();
  const visit = (node: LayoutNode, rect: Rect) => {
    if (node.type === "pane") {
      rects.set(node.id, rect);
      return;
    }
    const count = node.children.length;
    node.children.forEach((child, index) => {
      visit(
        child,
        node.direction === "row"
          ? {
              x: rect.x + (rect.width * index) / count,
              y: rect.y,
              width: rect.width / count,
              height: rect.height,
            }
          : {
              x: rect.x,
              y: rect.y + (rect.height * index) / count,
              width: rect.width,
              height: rect.height / count,
            },
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
