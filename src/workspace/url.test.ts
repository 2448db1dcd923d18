import { describe, expect, it } from "vitest";
import "../shell/modules";
import { paneKindId } from "./kinds";
import { splitPane } from "./layout";
import type { Layout, LayoutNode, PaneLeaf } from "./types";
import { decodeLayoutUrl, encodeLayoutUrl } from "./url";

const pane = (id: string, kind: string, params: Record<string, string> = {}): PaneLeaf => ({
  type: "pane",
  id,
  kind: paneKindId(kind),
  params,
});

function roundTrip(layout: Layout): Layout | null {
  const url = new URL(encodeLayoutUrl(layout), "http://console.test");
  // The browser's own URL parsing sits in between, as it does for a reload or a shared link.
  return decodeLayoutUrl(url.pathname, url.search);
}

describe("workspace URL", () => {
  it("keeps a single pane an ordinary URL: route plus query parameters", () => {
    const layout: Layout = {
      root: pane("1", "legacy.admin", { url: "https://old.example/a?b=1&c=d" }),
      focusedId: "1",
      maximizedId: null,
    };
    expect(encodeLayoutUrl(layout)).toBe("/index/v9?url=https%3A%2F%2Fold.example%2Fa%3Fb%3D1%26c%3Dd");
    expect(roundTrip(layout)).toEqual(layout);
    expect(decodeLayoutUrl("/index/main", "?user=ana&v9=1")).toEqual({
      root: pane("1", "home.main", { user: "ana", v9: "1" }),
      focusedId: "1",
      maximizedId: null,
    });
  });

  it("encodes the tree, the focus and the maximized pane in ws, with the focused pane's route as path", () => {
    let root: LayoutNode = splitPane(
      pane("1", "system.users"),
      "1",
      "right",
      pane("2", "system.logs", { level: "error" }),
    );
    root = splitPane(root, "2", "down", pane("3", "home.main"));
    const layout: Layout = { root, focusedId: "2", maximizedId: null };
    expect(encodeLayoutUrl(layout)).toBe(
      "/system/logs?ws=h(1.system.users,v(2.system.logs:level=error,3.home.main))!2",
    );
    expect(roundTrip(layout)).toEqual(layout);
    expect(roundTrip({ ...layout, maximizedId: "3", focusedId: "3" })).toEqual({
      ...layout,
      maximizedId: "3",
      focusedId: "3",
    });
  });

  it("round-trips parameter values with delimiters, spaces, accents and percent signs", () => {
    const tricky = { "q(x)": "a,b:c=d!e*f'g)h", note: "100% año ñ ~ +", empty: "" };
    const root = splitPane(pane("a", "consumption.lookup", tricky), "a", "down", pane("b", "home.main"));
    const layout: Layout = { root, focusedId: "a", maximizedId: null };
    expect(roundTrip(layout)).toEqual(layout);
  });

  it("lets the path win when it disagrees with ws (a plain link or a hand-edited address)", () => {
    const decoded = decodeLayoutUrl("/system/roles", "?ws=h(1.system.users,2.system.logs)!2");
    expect(decoded).toEqual({
      root: {
        type: "split",
        direction: "row",
        children: [pane("1", "system.users"), pane("2", "system.roles")],
      },
      focusedId: "2",
      maximizedId: null,
    });
  });

  it("falls back to the path alone on a malformed or unknown ws, and refuses unknown paths", () => {
    for (const ws of ["h(1.system.users", "h(1.nope.kind,2.home.main)", "h(1.home.main,1.home.main)", "zz"]) {
      expect(decodeLayoutUrl("/index/main", `?ws=${ws}`, "7")).toEqual({
        root: pane("7", "home.main"),
        focusedId: "7",
        maximizedId: null,
      });
    }
    expect(decodeLayoutUrl("/nowhere", "")).toBeNull();
  });

  it("keeps resized shares, to a tenth of a percent, and tells a pane id starting with h or v from a split", () => {
    const root: LayoutNode = {
      type: "split",
      direction: "row",
      children: [
        pane("h", "system.users"),
        {
          type: "split",
          direction: "column",
          children: [pane("v", "system.logs"), pane("2", "home.main")],
          sizes: [25, 75],
        },
      ],
      sizes: [65.04, 34.96],
    };
    const layout: Layout = { root, focusedId: "v", maximizedId: null };
    const url = encodeLayoutUrl(layout);
    expect(url).toBe("/system/logs?ws=h65-35(h.system.users,v25-75(v.system.logs,2.home.main))!v");
    expect(roundTrip(layout)).toEqual({ ...layout, root: { ...root, sizes: [65, 35] } });
  });

  it("ignores shares that do not fit their split, keeping the layout", () => {
    expect(decodeLayoutUrl("/system/users", "?ws=h70-20-10(1.system.users,2.home.main)!1")?.root).toEqual({
      type: "split",
      direction: "row",
      children: [pane("1", "system.users"), pane("2", "home.main")],
    });
  });
});
