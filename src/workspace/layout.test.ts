import { describe, expect, it } from "vitest";
import { paneKindId } from "./kinds";
import {
  closestPane,
  leaves,
  neighbor,
  normalize,
  paneRects,
  removePane,
  resizeSplit,
  splitPane,
} from "./layout";
import type { LayoutNode, PaneLeaf } from "./types";

const pane = (id: string, kind = "home.main"): PaneLeaf => ({
  type: "pane",
  id,
  kind: paneKindId(kind),
  params: {},
});
const ids = (node: LayoutNode | null) => (node ? leaves(node).map((leaf) => leaf.id) : []);

describe("layout tree", () => {
  it("splits right into a row and down into a column, flattening same-direction splits", () => {
    let root: LayoutNode = pane("1");
    root = splitPane(root, "1", "right", pane("2"));
    expect(root).toMatchObject({ type: "split", direction: "row", children: [{ id: "1" }, { id: "2" }] });
    root = splitPane(root, "2", "right", pane("3"));
    expect(root).toMatchObject({ direction: "row", children: [{ id: "1" }, { id: "2" }, { id: "3" }] });
    root = splitPane(root, "2", "down", pane("4"));
    expect(root).toMatchObject({
      direction: "row",
      children: [
        { id: "1" },
        { type: "split", direction: "column", children: [{ id: "2" }, { id: "4" }] },
        { id: "3" },
      ],
    });
  });

  it("closes a pane and collapses the split it leaves with one child", () => {
    let root: LayoutNode = splitPane(pane("1"), "1", "right", pane("2"));
    root = splitPane(root, "2", "down", pane("3"));
    const afterClose = removePane(root, "3");
    expect(afterClose).toMatchObject({ direction: "row", children: [{ id: "1" }, { id: "2" }] });
    expect(removePane(pane("1"), "1")).toBeNull();
    expect(ids(removePane(afterClose as LayoutNode, "1"))).toEqual(["2"]);
    expect(removePane(afterClose as LayoutNode, "1")).toMatchObject({ type: "pane", id: "2" });
  });

  it("normalizes nested same-direction splits and single-child splits", () => {
    const messy: LayoutNode = {
      type: "split",
      direction: "row",
      children: [
        { type: "split", direction: "row", children: [pane("1"), pane("2")] },
        { type: "split", direction: "column", children: [pane("3")] },
      ],
    };
    expect(normalize(messy)).toEqual({
      type: "split",
      direction: "row",
      children: [pane("1"), pane("2"), pane("3")],
    });
  });

  it("divides space equally", () => {
    const root = splitPane(splitPane(pane("1"), "1", "right", pane("2")), "2", "down", pane("3"));
    const rects = paneRects(root);
    expect(rects.get("1")).toEqual({ x: 0, y: 0, width: 0.5, height: 1 });
    expect(rects.get("3")).toEqual({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
  });

  it("moves focus to the adjacent pane in each direction", () => {
    // 1 | 2
    //   | 3
    const root = splitPane(splitPane(pane("1"), "1", "right", pane("2")), "2", "down", pane("3"));
    expect(neighbor(root, "1", "right")).toBe("2");
    expect(neighbor(root, "3", "left")).toBe("1");
    expect(neighbor(root, "2", "down")).toBe("3");
    expect(neighbor(root, "3", "up")).toBe("2");
    expect(neighbor(root, "1", "left")).toBeUndefined();
    expect(neighbor(root, "2", "up")).toBeUndefined();
  });

  it("after a close, picks the remaining pane closest to where the closed one was", () => {
    const root = splitPane(splitPane(pane("1"), "1", "right", pane("2")), "2", "down", pane("3"));
    const rect = paneRects(root).get("3");
    const rest = removePane(root, "3");
    expect(rect && rest && closestPane(rest, rect)).toBe("2");
  });

  it("keeps a resized split's shares: rects follow them, a split halves its pane, a close gives its share away", () => {
    // 1 | 2 | 3, resized to 50 / 30 / 20.
    let root = splitPane(splitPane(pane("1"), "1", "right", pane("2")), "2", "right", pane("3"));
    root = resizeSplit(root, [], [50, 30, 20]);
    expect(root).toMatchObject({ sizes: [50, 30, 20] });
    expect(paneRects(root).get("2")).toEqual({ x: 0.5, y: 0, width: 0.3, height: 1 });
    const split = splitPane(root, "1", "right", pane("4"));
    expect(ids(split)).toEqual(["1", "4", "2", "3"]);
    expect(split).toMatchObject({ sizes: [25, 25, 30, 20] });
    expect(removePane(root, "2")).toMatchObject({ sizes: [80, 20] });
    expect(removePane(root, "1")).toMatchObject({ sizes: [80, 20] });
  });

  it("resizes a nested split by its path and forgets shares that are equal again", () => {
    const root = splitPane(splitPane(pane("1"), "1", "right", pane("2")), "2", "down", pane("3"));
    const resized = resizeSplit(root, [1], [70, 30]);
    expect(paneRects(resized).get("3")).toEqual({ x: 0.5, y: 0.7, width: 0.5, height: 0.3 });
    expect(resizeSplit(resized, [1], [50, 50])).toEqual(root);
    expect(resizeSplit(root, [], [1, 2, 3])).toBe(root);
  });
});
