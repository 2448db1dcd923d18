import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A styled native <select>: fully keyboard- and screen-reader-friendly with no extra script. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
