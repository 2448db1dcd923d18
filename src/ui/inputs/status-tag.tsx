import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../cn";

// Spec 3 §2 "Status tags": inactive in the default style, draft as info, uat as warning, publish or prod as
// success. Any other status shows in the default style.
const tone = cva("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium", {
  variants: {
    status: {
      inactive: "border-border bg-muted text-foreground",
      draft: "border-sky-700 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
      uat: "border-amber-700 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
      publish: "border-emerald-700 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
    },
  },
  defaultVariants: { status: "inactive" },
});

export type TagStatus = "inactive" | "draft" | "uat" | "publish" | "prod";

export function statusTone(status: string): "inactive" | "draft" | "uat" | "publish" {
  const key = status.toLowerCase();
  if (key === "prod" || key === "publish") return "publish";
  return key === "draft" || key === "uat" ? key : "inactive";
}

/** A state shown as a coloured tag; the text (translated by the caller) carries the meaning, not the colour. */
export function StatusTag({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span data-status={statusTone(status)} className={cn(tone({ status: statusTone(status) }))}>
      {children}
    </span>
  );
}
