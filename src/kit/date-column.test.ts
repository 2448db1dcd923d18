import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sortRows } from "../ui/data-table/sort-rows";
import { runNow } from "../ui/data-table/time-slice";
import { dateColumn } from "./date-column";
import { dateFormatter } from "./format";

type Row = { id: number; at: string | null; user: string };

const SOURCE = join(import.meta.dirname, "..");
const HELPER = join(import.meta.dirname, "date-column.ts");

/** A call that turns a date into text: the kit's and modules' formatters, Intl, Date objects. */
const FORMATS_A_DATE =
  /(?<!\w\.?)(?:date|format(?:Date|DateTime)\w*|new Date)\(|\w+Format\.format\(|\.toLocale\w*String\(|Intl\.DateTimeFormat/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The index of the bracket closing the one at `open` (the code's brackets balance, strings' rarely hold one). */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { "{": "}", "(": ")", "[": "]" };
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] in pairs) depth++;
    else if (")]}".includes(text[i]) && --depth === 0) return i;
  }
  return text.length;
}

/** The innermost `{` around `at` not closed before it. */
function openingBrace(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i >= 0; i--) {
    if (text[i] === "}") depth++;
    else if (text[i] === "{" && depth-- === 0) return i;
  }
  return -1;
}

/**
 * Column definitions written by hand: object literals with a header and a value, and the arguments of a
 * module's column builders (`column("id", …, value)`). dateColumn's calls are not among them.
 */
function columnDefinitions(text: string): string[] {
  const found: string[] = [];
  for (const header of text.matchAll(/\bheader:/g)) {
    const start = openingBrace(text, header.index);
    // A function's body holding a parameter named header is no column.
    if (start < 0 || /(=>|\))\s*$/.test(text.slice(0, start))) continue;
    const literal = text.slice(start, closing(text, start) + 1);
    if (/\bvalue:/.test(literal)) found.push(literal);
  }
  for (const call of text.matchAll(/(?<!\w\.?)(\w*[cC]olumns?)\(/g)) {
    if (call[1] === "dateColumn" || call[1].startsWith("use")) continue;
    const open = call.index + call[0].length - 1;
    found.push(text.slice(open, closing(text, open) + 1));
  }
  return found;
}

describe("date columns", () => {
  const rows: Row[] = [
    { id: 1, at: "2024-01-02T00:30:00+02:00", user: "ana" },
    { id: 2, at: "2024-01-01T23:00:00Z", user: "luis" },
    { id: 3, at: null, user: "eva" },
    { id: 4, at: "2023-12-31T10:00:00.000Z", user: "juan" },
    { id: 5, at: "2024-11-05T08:00:00Z", user: "sara" },
  ];
  const column = dateColumn<Row>({
    id: "at",
    header: "Fecha",
    at: (r) => r.at,
    format: dateFormatter("es"),
    by: (r) => r.user,
  });
  const order = (direction: "asc" | "desc") =>
    Array.from(runNow(sortRows(rows, column, direction)), (i) => rows[i].id);

  it("sort by the instant, not by the text shown or written (offsets), with no date last", () => {
    // 1 is 2024-01-01T22:30Z: before 2, though its text sorts after; 5 (November) is after 1 (January)
    // though "5/11/24" sorts before "2/1/24" as text.
    expect(order("asc")).toEqual([4, 1, 2, 5, 3]);
    expect(order("desc")).toEqual([5, 2, 1, 4, 3]);
  });

  it("show the date in the operator's language and who did it, and keep the date-time as the value", () => {
    expect(column.cell?.(rows[4])).toBe(`${dateFormatter("es")(rows[4].at)} · sara`);
    expect(column.value(rows[4])).toBe("2024-11-05T08:00:00Z");
    expect(column.type).toBe("datetime");
  });

  it("are every table's way of showing a date: no column formats one by itself", () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => file !== HELPER)
      .flatMap((file) =>
        columnDefinitions(readFileSync(file, "utf8"))
          .filter((definition) => FORMATS_A_DATE.test(definition))
          .map((definition) => `${relative(SOURCE, file)}: ${definition.slice(0, 80)}`),
      );
    expect(offenders).toEqual([]);
  });

  it("are found by the walk when written by hand (the walk can fail)", () => {
    const byHand = `const columns = [
      { id: "public_date", header: t("x"), value: (r) => \`\${date(r.public_date)} · \${r.user}\` },
      { ...column("fecha", "modified", (r) => formatDateTime(r.fecha, language), 250) },
      { id: "name", header: t("y"), value: (r) => r.name },
    ];`;
    const flagged = columnDefinitions(byHand).filter((definition) => FORMATS_A_DATE.test(definition));
    expect(flagged).toHaveLength(2);
  });
});
