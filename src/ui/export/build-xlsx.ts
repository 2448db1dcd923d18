import { strToU8, Zip, ZipDeflate } from "fflate";
import type { Column } from "../data-table/types";
import { type Cell, exportableColumns, headersOf, type Matrix, toMatrix } from "./cells";
import { excelSerial, isDateCell } from "./dates";
import { neutralise } from "./neutralise";
import type { FileWriter } from "./types";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAX_CELL_TEXT = 32767; // Excel's limit for one cell

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 0 is the default, style 1 the bold header, style 2 a date-time (number format 164).
const DATE_STYLE = ' s="2"';
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// Characters XML 1.0 forbids even when escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function textCell(text: string, style: string): string {
  const value = escapeXml(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  const space =
    value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32 ? ' xml:space="preserve"' : "";
  return `<c${style} t="inlineStr"><is><t${space}>${value}</t></is></c>`;
}

/** One row (dates as serial numbers in a date style); cells carry no reference, so empty ones are written as <c/> to keep the columns in place. */
export function rowXml(rowNumber: number, cells: readonly Cell[], style = ""): string {
  let xml = `<row r="${rowNumber}">`;
  for (let c = 0; c < cells.length; c++) {
    const cell = neutralise(cells[c]);
    if (cell === null || cell === "") xml += "<c/>";
    else if (isDateCell(cell)) xml += `<c${DATE_STYLE}><v>${excelSerial(cell)}</v></c>`;
    else if (typeof cell === "number") xml += `<c${style}><v>${cell}</v></c>`;
    else xml += textCell(cell, style);
  }
  return `${xml}</row>`;
}

function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, " ")
      .slice(0, 31)
      .trim() || "Sheet1"
  );
}

const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = "</sheetData></worksheet>";

function workbookXml(title: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * Streams a minimal valid .xlsx (one sheet, bold frozen header, inline strings, numeric cells): the sheet
 * XML is compressed as rows arrive, so a large export never holds the whole XML text at once.
 */
export function xlsxWriter(title: string, headers: string[]): FileWriter & { bytes: () => Uint8Array } {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  const fixed: [string, string][] = [
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", ROOT_RELS],
    ["xl/workbook.xml", workbookXml(title)],
    ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
    ["xl/styles.xml", STYLES],
  ];
  for (const [name, content] of fixed) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
  }
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 1 });
  zip.add(sheet);
  sheet.push(strToU8(SHEET_HEAD + rowXml(1, headers, ' s="1"')));
  let next = 2;
  const bytes = () => {
    sheet.push(strToU8(SHEET_TAIL), true);
    zip.end();
    if (failure) throw failure;
    const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  };
  return {
    add: (rows) => {
      let xml = "";
      for (const row of rows) xml += rowXml(next++, row);
      sheet.push(strToU8(xml));
    },
    bytes,
    finish: () => new Blob([bytes() as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }),
  };
}

export function xlsxFromMatrix(title: string, headers: string[], matrix: Matrix): Uint8Array {
  const writer = xlsxWriter(title, headers);
  writer.add(matrix);
  return writer.bytes();
}

export function buildXlsx<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  title = "Sheet1",
): Uint8Array {
  const exported = exportableColumns(columns);
  return xlsxFromMatrix(title, headersOf(exported), toMatrix(rows, exported));
}
