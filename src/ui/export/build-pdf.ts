import { jsPDF } from "jspdf";
import { autoTable } from "jspdf-autotable";
import { type Cell, type Matrix, plainCell } from "./cells";
import type { FileWriter } from "./types";

const LANDSCAPE_FROM_COLUMNS = 6;
const MAX_CELL_TEXT = 300; // longer values only wrap into huge cells

/** jsPDF runs every text through Arabic shaping and a bidi reorder: wasted work on Latin tables. */
function skipRightToLeftShaping(doc: jsPDF): void {
  const events = (
    doc.internal as unknown as { events?: { getTopics?: () => Record<string, Record<string, unknown>> } }
  ).events;
  const topics = events?.getTopics?.();
  if (!topics) return;
  delete topics.preProcessText;
  const post = topics.postProcessText;
  const tokens = post ? Object.keys(post) : [];
  // The first subscriber escapes text for the font; the second is the bidi engine.
  if (tokens.length === 2) delete post[tokens[1]];
}

type Patchable = Record<string, (...args: unknown[]) => unknown>;

/**
 * jspdf-autotable restyles every cell: it rebuilds jsPDF's font list and re-encodes the same three
 * colours each time, a third of the work on a long table. This document answers the font list from a
 * cache and skips a colour call that repeats the previous one (forgotten on a new page, whose content
 * starts from the default colours).
 */
function skipRepeatedStyling(doc: jsPDF): void {
  const target = doc as unknown as Patchable;
  const fonts = doc.getFontList();
  target.getFontList = () => fonts;
  const last = new Map<string, string>();
  for (const name of ["setTextColor", "setDrawColor", "setFillColor"]) {
    const original = target[name].bind(doc);
    target[name] = (...args: unknown[]) => {
      const key = args.join(",");
      if (last.get(name) === key) return doc;
      last.set(name, key);
      return original(...args);
    };
  }
  const addPage = target.addPage.bind(doc);
  target.addPage = (...args: unknown[]) => {
    last.clear();
    return addPage(...args);
  };
}

function text(cell: Cell): string {
  const plain = plainCell(cell);
  if (plain === null) return "";
  const value = String(plain);
  return value.length > MAX_CELL_TEXT ? `${value.slice(0, MAX_CELL_TEXT)}…` : value;
}

/** A4 PDF with the title as heading and the rows as a table; landscape when the table is wide. */
export function pdfFromMatrix(title: string, headers: string[], matrix: Matrix): ArrayBuffer {
  const doc = new jsPDF({
    orientation: headers.length >= LANDSCAPE_FROM_COLUMNS ? "landscape" : "portrait",
    unit: "pt",
    format: "a4",
    compress: true,
  });
  skipRightToLeftShaping(doc);
  skipRepeatedStyling(doc);
  doc.setProperties({ title });
  doc.setFontSize(14);
  doc.text(title, 32, 36);
  autoTable(doc, {
    head: [headers],
    body: matrix.map((row) => row.map(text)),
    startY: 48,
    margin: { left: 32, right: 32, top: 32, bottom: 32 },
    theme: "plain",
    styles: { fontSize: 7, cellPadding: 2, overflow: "linebreak" },
    headStyles: { fillColor: [38, 64, 140], textColor: 255, fontStyle: "bold" },
  });
  return doc.output("arraybuffer");
}

export function pdfWriter(title: string, headers: string[]): FileWriter {
  const matrix: Matrix = [];
  return {
    add: (rows) => {
      for (const row of rows) matrix.push(row);
    },
    finish: () => new Blob([pdfFromMatrix(title, headers, matrix)], { type: "application/pdf" }),
  };
}
