import { paneKind } from "./kinds";
import { leaves, normalize, updatePane } from "./layout";
import { buildPath, matchPath, paneHref } from "./routes";
import { sharesText, tidyShares } from "./shares";
import type { Layout, LayoutNode, PaneLeaf } from "./types";

// The workspace lives in the URL. The path is always the focused pane's route, so one pane looks like an
// ordinary page (`/index/v9?url=…`). With several panes a `ws` parameter carries the whole layout:
//
//   ws   := node ["!" focusedId] ["*" maximizedId]
//   node := ("h" | "v") [shares] "(" node ("," node)+ ")"   h: side by side, v: stacked
//         | id "." kind (":" key "=" value)*              key and value percent-encoded
//   shares := percent ("-" percent)+                       a resized split's shares (absent: equal)
//
//   /system/logs?ws=h65-35(1.system.users,v(2.system.logs:level=error,3.home.main))!2
//
// The delimiters stay readable because values are percent-encoded including ( ) ! * ' which
// encodeURIComponent leaves alone. The raw query string must be parsed (a decoding pass would break values).

const WS = "ws";

function escapePart(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function encodeNode(node: LayoutNode): string {
  if (node.type === "split") {
    return `${node.direction === "row" ? "h" : "v"}${sharesText(node)}(${node.children.map(encodeNode).join(",")})`;
  }
  const params = Object.entries(node.params).map(
    ([key, value]) => `:${escapePart(key)}=${escapePart(value)}`,
  );
  return `${node.id}.${node.kind}${params.join("")}`;
}

export function encodeLayoutUrl(layout: Layout): string {
  const panes = leaves(layout.root);
  const focused = panes.find((pane) => pane.id === layout.focusedId) ?? panes[0];
  if (panes.length === 1) return paneHref(focused.kind, focused.params);
  let ws = `${encodeNode(layout.root)}!${focused.id}`;
  if (layout.maximizedId) ws += `*${layout.maximizedId}`;
  return `${buildPath(focused.kind, focused.params).path}?${WS}=${ws}`;
}

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  node(): LayoutNode {
    // A pane id may start with h or v too ("h.system.users"): a split is told by its "(".
    const split = /^([hv])((?:\d+(?:\.\d+)?)(?:-\d+(?:\.\d+)?)*)?\(/.exec(this.text.slice(this.at));
    if (split) {
      this.at += split[0].length;
      const children = [this.node()];
      while (this.text[this.at] === ",") {
        this.at += 1;
        children.push(this.node());
      }
      this.expect(")");
      const direction = split[1] === "h" ? "row" : "column";
      const shares = split[2]?.split("-").map(Number);
      // Shares that do not fit the children (a hand-edited link) are dropped: equal shares then.
      const sizes = shares?.length === children.length ? tidyShares(shares) : undefined;
      return sizes ? { type: "split", direction, children, sizes } : { type: "split", direction, children };
    }
    return this.pane();
  }

  private pane(): PaneLeaf {
    const start = this.at;
    while (this.at < this.text.length && !",)!*".includes(this.text[this.at])) this.at += 1;
    const [head, ...pairs] = this.text.slice(start, this.at).split(":");
    const dot = head.indexOf(".");
    const id = head.slice(0, dot);
    const kind = paneKind(head.slice(dot + 1))?.id;
    if (dot <= 0 || !/^[0-9a-z]+$/.test(id) || !kind) throw new Error(`Bad pane "${head}"`);
    const params: Record<string, string> = {};
    for (const pair of pairs) {
      const equals = pair.indexOf("=");
      if (equals < 0) throw new Error(`Bad parameter "${pair}"`);
      params[decodeURIComponent(pair.slice(0, equals))] = decodeURIComponent(pair.slice(equals + 1));
    }
    return { type: "pane", id, kind, params };
  }

  marker(mark: string): string | null {
    if (this.text[this.at] !== mark) return null;
    const start = ++this.at;
    while (this.at < this.text.length && /[0-9a-z]/.test(this.text[this.at])) this.at += 1;
    return this.text.slice(start, this.at);
  }

  expect(char: string) {
    if (this.text[this.at] !== char) throw new Error(`Expected "${char}" at ${this.at}`);
    this.at += 1;
  }

  end() {
    if (this.at !== this.text.length) throw new Error(`Unexpected "${this.text.slice(this.at)}"`);
  }
}

function rawParam(search: string, name: string): string | null {
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1);
  }
  return null;
}

function decodeTree(ws: string): Layout | null {
  try {
    const parser = new Parser(ws);
    const root = normalize(parser.node());
    const focusedId = parser.marker("!");
    const maximizedId = parser.marker("*");
    parser.end();
    const ids = leaves(root).map((pane) => pane.id);
    if (new Set(ids).size !== ids.length) return null;
    return {
      root,
      focusedId: focusedId && ids.includes(focusedId) ? focusedId : ids[0],
      maximizedId: maximizedId && ids.includes(maximizedId) ? maximizedId : null,
    };
  } catch {
    return null;
  }
}

/**
 * The layout a URL describes, or null when the path is no pane's route. A single-pane URL gets the id
 * `reuseId` so that a pane already on screen keeps its identity (and its state).
 */
export function decodeLayoutUrl(path: string, search: string, reuseId = "1"): Layout | null {
  const match = matchPath(path);
  if (!match) return null;
  const ws = rawParam(search, WS);
  const layout = ws ? decodeTree(ws) : null;
  if (layout) {
    const focused = leaves(layout.root).find((pane) => pane.id === layout.focusedId);
    if (focused?.kind === match.kind) return layout;
  }
  const query = new URLSearchParams(search);
  query.delete(WS);
  const params = { ...Object.fromEntries(query), ...match.params };
  if (layout) {
    // The path was changed by hand or by a plain link: the focused pane shows the path's screen.
    const root = updatePane(layout.root, layout.focusedId, (pane) => ({ ...pane, kind: match.kind, params }));
    return { ...layout, root };
  }
  return {
    root: { type: "pane", id: reuseId, kind: match.kind, params },
    focusedId: reuseId,
    maximizedId: null,
  };
}
