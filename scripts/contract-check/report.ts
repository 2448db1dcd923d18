import { TEXTS } from "./texts.ts";
import type { Outcome, Verdict } from "./verdict.ts";

// The printed report: a table per module (how many calls conform, differ, are missing, were not exercised),
// then the differing calls with their first difference, the missing ones, and why the others were not exercised.

const OUTCOMES: readonly Outcome[] = ["conforming", "differing", "missing", "notExercised"];

type Row = { module: string } & Record<Outcome, number>;

export function moduleRows(verdicts: readonly Verdict[]): Row[] {
  const rows = new Map<string, Row>();
  for (const { decl, outcome } of verdicts) {
    const row = rows.get(decl.module) ?? {
      module: decl.module,
      conforming: 0,
      differing: 0,
      missing: 0,
      notExercised: 0,
    };
    row[outcome] += 1;
    rows.set(decl.module, row);
  }
  return [...rows.values()].sort((a, b) => a.module.localeCompare(b.module));
}

function table(rows: readonly Row[]): string[] {
  const header = [TEXTS.moduleColumn, ...OUTCOMES.map((outcome) => TEXTS.outcome[outcome])];
  const cells = rows.map((row) => [row.module, ...OUTCOMES.map((outcome) => String(row[outcome]))]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column].length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => (column === 0 ? value.padEnd(widths[0]) : value.padStart(widths[column])))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...cells.map(line)];
}

const listed = (verdicts: readonly Verdict[], outcome: Outcome) =>
  verdicts
    .filter((verdict) => verdict.outcome === outcome)
    .map((v) => `  ${v.decl.operationId}: ${v.detail}`);

/** Calls not exercised, grouped by reason (without --writes most writes share one). */
function notExercised(verdicts: readonly Verdict[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const { decl, outcome, detail = "" } of verdicts)
    if (outcome === "notExercised") byReason.set(detail, [...(byReason.get(detail) ?? []), decl.operationId]);
  return [...byReason].map(([reason, ids]) => `  ${reason}: ${ids.join(", ")}`);
}

export const failures = (verdicts: readonly Verdict[]) =>
  verdicts.filter((verdict) => verdict.outcome === "differing" || verdict.outcome === "missing").length;

export function reportText(verdicts: readonly Verdict[], heading: string, writes: readonly string[]): string {
  const sections: [string, string[]][] = [
    [TEXTS.differingHeading, listed(verdicts, "differing")],
    [TEXTS.missingHeading, listed(verdicts, "missing")],
    [TEXTS.notExercisedHeading, notExercised(verdicts)],
  ];
  const lines = [heading, "", ...table(moduleRows(verdicts))];
  for (const [title, entries] of sections) if (entries.length) lines.push("", title, ...entries);
  if (writes.length) lines.push("", TEXTS.writesExercised(writes));
  lines.push("", TEXTS.summary(failures(verdicts)));
  return lines.join("\n");
}
