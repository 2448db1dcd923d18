import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A progress bar; `value` null shows an indeterminate (pulsing) bar. */
export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const known = typeof value === "number";
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full bg-primary transition-transform", !known && "w-1/3 animate-pulse")}
        style={known ? { transform: `translateX(-${100 - Math.min(100, Math.max(0, value))}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}
