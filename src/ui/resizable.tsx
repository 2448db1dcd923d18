import type { ComponentProps } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";
import { cn } from "./cn";

// shadcn's Resizable, written by hand over react-resizable-panels: a group of panels split by handles that
// resize by mouse and by keyboard (arrows move 5 %, Home/End to the ends; role="separator" with its value).

export function ResizablePanelGroup({ className, ...props }: ComponentProps<typeof Group>) {
  return (
    <Group
      className={cn("flex h-full w-full", props.orientation === "vertical" && "flex-col", className)}
      {...props}
    />
  );
}

export function ResizablePanel(props: ComponentProps<typeof Panel>) {
  return <Panel {...props} />;
}

type HandleProps = ComponentProps<typeof Separator> & { orientation?: "horizontal" | "vertical" };

/** The divider between two panels; `orientation` is its group's (a horizontal group has vertical lines). */
export function ResizableHandle({ className, orientation = "horizontal", ...props }: HandleProps) {
  return (
    <Separator
      className={cn(
        "relative flex items-center justify-center bg-transparent outline-none",
        "after:absolute after:bg-border hover:after:bg-primary/60 focus-visible:after:bg-primary data-[separator=active]:after:bg-primary",
        orientation === "horizontal"
          ? "w-0 after:inset-y-0 after:left-1/2 after:w-1 after:-translate-x-1/2"
          : "h-0 after:inset-x-0 after:top-1/2 after:h-1 after:-translate-y-1/2",
        className,
      )}
      {...props}
    />
  );
}
