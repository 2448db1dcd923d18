import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Layout as PanelLayout } from "react-resizable-panels";
import { ResizableHandle, ResizablePanel, ResizablePanelGroup } from "../ui/resizable";
import { MIN_SHARE, sharesOf } from "./shares";
import { resizeLayout } from "./store";
import type { LayoutNode, SplitNode } from "./types";

// The dividers between panes: a resizable-panels tree mirroring the layout's splits, laid over the panes
// with empty panels (the panes themselves stay put, absolutely placed, so resizing never remounts a screen).
// Only the handles take the pointer; dragging or arrow keys change the split's shares in the workspace
// store, and the drop records them in the URL.

const panelId = (index: number) => `p${index}`;

function sharesFrom(layout: PanelLayout, count: number): number[] {
  return Array.from({ length: count }, (_, index) => layout[panelId(index)] ?? 100 / count);
}

function SplitDividers({ node, path }: { node: SplitNode; path: readonly number[] }) {
  const { t } = useTranslation();
  const orientation = node.direction === "row" ? "horizontal" : "vertical";
  const shares = sharesOf(node);
  const layout = Object.fromEntries(shares.map((share, index) => [panelId(index), share]));
  const count = node.children.length;
  return (
    <ResizablePanelGroup
      orientation={orientation}
      defaultLayout={layout}
      className="pointer-events-none"
      onLayoutChange={(next) => resizeLayout(path, sharesFrom(next, count), true)}
      onLayoutChanged={(next, meta) =>
        meta.isUserInteraction && resizeLayout(path, sharesFrom(next, count), false)
      }
    >
      {node.children.map((child, index) => (
        <Fragment key={panelId(index)}>
          {index > 0 && (
            <ResizableHandle
              orientation={orientation}
              className="pointer-events-auto z-20"
              aria-label={t(
                node.direction === "row" ? "workspace.divider.columns" : "workspace.divider.rows",
              )}
            />
          )}
          <ResizablePanel
            id={panelId(index)}
            minSize={`${MIN_SHARE}%`}
            className="pointer-events-none h-full w-full"
          >
            {child.type === "split" && <SplitDividers node={child} path={[...path, index]} />}
          </ResizablePanel>
        </Fragment>
      ))}
    </ResizablePanelGroup>
  );
}

/** The workspace's dividers (keyed by the caller to restart them when the layout comes from elsewhere). */
export function Dividers({ root }: { root: LayoutNode }) {
  if (root.type === "pane") return null;
  return (
    <div className="pointer-events-none absolute inset-0 z-10">
      <SplitDividers node={root} path={[]} />
    </div>
  );
}

/** What the dividers are built from: the splits and their panes, not their shares (a drag keeps them). */
export function dividersShape(node: LayoutNode): string {
  if (node.type === "pane") return node.id;
  return `${node.direction}(${node.children.map(dividersShape).join(",")})`;
}
