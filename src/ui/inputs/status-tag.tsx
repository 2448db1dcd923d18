import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../cn";

// Spec 3 §2 "Status tags": inactive in the default style, draft as info, uat as warning, publish, published or
// prod as success. Any other status shows in the default style. Products, promotions, the product wizard and the
// component showcase all show their states through this one tag.
export type TagTone = "default" | "info" | "warning" | "success";

const tone = cva("inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-medium uppercase", {
  variants: {
    tone: {
      default: "border-border bg-muted text-foreground",
      info: "border-sky-700 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
      warning: "border-amber-700 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
      success: "border-emerald-700 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
    },
  },
  defaultVariants: { tone: "default" },
});

export type TagStatus = "inactive" | "draft" | "uat" | "publish" | "prod";

export function statusTone(status: string): TagTone {
  const key = status.toLowerCase();
  if (key === "prod" || key === "publish" || key === "published") return "success";
  if (key === "draft") return "info";
  return key === "uat" ? "warning" : "default";
}

type Props = { status: string; className?: string } & (
  | { children: ReactNode; keyPrefix?: never }
  | { keyPrefix: string; children?: never }
);

/**
 * A state shown as a coloured tag; the text carries the meaning, not the colour. The text is either given
 * (already translated) or looked up as `${keyPrefix}.${status}`.
 */
export function StatusTag({ status, keyPrefix, children, className }: Props) {
  const { t } = useTranslation();
  const toneName = statusTone(status);
  return (
    <span data-state={status} data-tone={toneName} className={cn(tone({ tone: toneName }), className)}>
      {children ?? t(`${keyPrefix}.${status}`)}
    </span>
  );
}
