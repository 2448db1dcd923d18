import type { ReactNode } from "react";
import { cn } from "../ui/cn";

export type Wrap = "words" | "all" | "pre";

/**
 * One row: its label, what it shows and, when it differs from the list's, how its value breaks. A row that
 * does not apply is left out as `false`, `null`…
 */
export type Definition = readonly [label: string, value: ReactNode, wrap?: Wrap];
export type Definitions = readonly (Definition | false | null | undefined)[];

type Props = {
  items: Definitions;
  /** rows: label beside value, one row each; tiles: label above value, tiles filling the width. */
  layout?: "rows" | "tiles";
  /** How the labels read: muted (details) or strong (a summary's headings). */
  labels?: "muted" | "strong";
  /** How a long value breaks: between words, anywhere (ids, URLs, e-mails) or keeping its own line breaks. */
  wrap?: Wrap;
  size?: "sm" | "xs";
  className?: string;
};

const LAYOUT = {
  rows: "grid-cols-[auto_1fr] gap-x-4 gap-y-1",
  tiles: "grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-4 gap-y-1",
};
const WRAP = { words: "break-words", all: "break-all", pre: "break-words whitespace-pre-wrap" };

/**
 * Label/value rows as a description list (`dl`/`dt`/`dd`, read as term and definition by screen readers): the
 * one way details, summaries and cards lay out their fields. Labels are the rows' keys, so unique in a list.
 */
export function DefinitionList({
  items,
  layout = "rows",
  labels = "muted",
  wrap = "words",
  size = "sm",
  className,
}: Props) {
  const labelClass = cn(
    labels === "muted" ? "text-muted-foreground" : "font-medium",
    layout === "tiles" && "text-xs",
  );
  return (
    <dl className={cn("grid", LAYOUT[layout], size === "sm" ? "text-sm" : "text-xs", className)}>
      {items.map(
        (item) =>
          item && (
            <div key={item[0]} className={layout === "rows" ? "contents" : undefined}>
              <dt className={labelClass}>{item[0]}</dt>
              <dd className={WRAP[item[2] ?? wrap]}>{item[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
