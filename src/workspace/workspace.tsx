import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation } from "wouter";
import { useSearch as useRawSearch } from "wouter/use-browser-location";
import { layoutOf } from "./current-url";
import { Dividers, dividersShape } from "./dividers";
import { setNavigator } from "./intents";
import { leaves, paneRects, type Rect } from "./layout";
import { focusPaneContent } from "./pane-focus";
import { PaneHost } from "./pane-host";
import { focusPane, loadLayout, markWorkspaceMounted, useWorkspace, workspaceStore } from "./store";
import { decodeLayoutUrl, encodeLayoutUrl } from "./url";

type Props = {
  /** A path that is no screen's route. Default: /login (spec 1 §2: any unknown path goes to login). */
  onUnknownPath?(path: string): void;
};

const percent = (value: number) => `${value * 100}%`;
const FULL: Rect = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The pane workspace: split layout, focus, and the URL kept in step both ways (a reload or a shared link
 * restores it). Panes are laid out absolutely from the tree, so splitting or closing never remounts the
 * other panes' screens.
 */
export function Workspace({ onUnknownPath }: Props) {
  const [location, navigate] = useLocation();
  const search = useRawSearch();
  const url = location + search;
  const state = useWorkspace((current) => current);
  const container = useRef<HTMLDivElement>(null);
  const shownUrl = useRef(url);
  shownUrl.current = url;

  useEffect(() => markWorkspaceMounted(), []);
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);

  // URL → workspace: on load, back/forward, and links that bypass the commands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `url` is location + search
  useLayoutEffect(() => {
    const current = workspaceStore.get();
    const layout = layoutOf(current);
    if (layout && encodeLayoutUrl(layout) === url) return;
    const next = decodeLayoutUrl(location, search, current.focusedId ?? undefined);
    if (next) loadLayout(next);
    else if (onUnknownPath) onUnknownPath(location);
    else navigate("/login", { replace: true });
  }, [url]);

  // Workspace → URL.
  useEffect(
    () =>
      workspaceStore.subscribe(() => {
        const current = workspaceStore.get();
        const layout = layoutOf(current);
        if (!layout || current.live) return;
        const next = encodeLayoutUrl(layout);
        if (next === shownUrl.current) return;
        shownUrl.current = next;
        navigate(next, { replace: current.history === "replace" });
      }),
    [navigate],
  );

  // DOM focus follows focus moves made by commands (not clicks: those already put focus where they want),
  // onto the pane's first useful control (see pane-focus.ts).
  useEffect(() => {
    if (state.focusRequest === 0) return;
    const element = container.current?.querySelector(`[data-pane-id="${workspaceStore.get().focusedId}"]`);
    // Even from inside the pane: the control there may belong to the screen being replaced.
    if (element instanceof HTMLElement) return focusPaneContent(element);
  }, [state.focusRequest]);

  // Focus entering a pane (click, Tab) makes it the focused pane.
  useEffect(() => {
    const element = container.current;
    const onFocusIn = (event: FocusEvent) => {
      const id = (event.target as Element).closest("[data-pane-id]")?.getAttribute("data-pane-id");
      if (id) focusPane(id, { moveDomFocus: false });
    };
    element?.addEventListener("focusin", onFocusIn);
    return () => element?.removeEventListener("focusin", onFocusIn);
  }, []);

  const panes = useMemo(() => (state.root ? leaves(state.root) : []), [state.root]);
  const rects = useMemo(() => (state.root ? paneRects(state.root) : new Map<string, Rect>()), [state.root]);

  return (
    <div ref={container} className="relative h-full min-h-0 w-full">
      {panes.map((pane) => {
        const maximized = state.maximizedId === pane.id;
        const hidden = state.maximizedId !== null && !maximized;
        const rect = maximized ? FULL : (rects.get(pane.id) ?? FULL);
        const style: CSSProperties = {
          left: percent(rect.x),
          top: percent(rect.y),
          width: percent(rect.width),
          height: percent(rect.height),
        };
        return (
          <div key={pane.id} className="absolute" style={style} hidden={hidden} inert={hidden}>
            <PaneHost
              pane={pane}
              focused={pane.id === state.focusedId}
              maximized={maximized}
              alone={panes.length === 1}
            />
          </div>
        );
      })}
      {state.root && state.maximizedId === null && (
        <Dividers key={`${dividersShape(state.root)}/${state.loaded}`} root={state.root} />
      )}
    </div>
  );
}
