import { paneKind, paneKinds } from "./kinds";
import type { PaneKindId } from "./types";

type Params = Readonly<Record<string, string>>;

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The path of a pane and the params that did not fit in it (they go to the query string). */
export function buildPath(
  kindId: string,
  params: Params = {},
): { path: string; query: Record<string, string> } {
  const kind = paneKind(kindId);
  if (!kind) throw new Error(`Unknown pane kind "${kindId}"`);
  const query: Record<string, string> = { ...params };
  const path = segments(kind.route).map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const name = segment.slice(1);
    const value = query[name] ?? "";
    delete query[name];
    return encodeURIComponent(value);
  });
  return { path: `/${path.join("/")}`, query };
}

/** The pane kind a path shows, with the params its `:name` segments carry. */
export function matchPath(path: string): { kind: PaneKindId; params: Record<string, string> } | null {
  const parts = segments(path.split("?")[0]);
  for (const kind of paneKinds()) {
    const route = segments(kind.route);
    if (route.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = route.every((segment, index) => {
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = decodeURIComponent(parts[index]);
        return true;
      }
      return segment === parts[index];
    });
    if (fits) return { kind: kind.id, params };
  }
  return null;
}

/** A plain link to a pane (single-pane URL): route plus ordinary query parameters. */
export function paneHref(kindId: string, params: Params = {}): string {
  const { path, query } = buildPath(kindId, params);
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
