import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Column } from "../data-table/types";
import { buildCsv, buildTsv, buildXlsx, csvFromMatrix, csvWriter, xlsxFromMatrix } from "./builders";
import { toMatrix } from "./cells";

type User = { id: number; name: string; role: string; note: string | null };
const users: User[] = [
  { id: 1, name: 'Ana "la jefa", López', role: '=HYPERLINK("http://x")', note: "línea1\nlínea2" },
  { id: -2, name: "+34 600", role: "@admin", note: null },
  { id: 3, name: "-resta", role: "\tTab", note: "ok" },
];
const columns: Column<User>[] = [
  { id: "id", header: "ID", value: (u) => u.id },
  { id: "name", header: "Nombre", value: (u) => u.name },
  { id: "role", header: "Rol", value: (u) => u.role },
  { id: "note", header: "Nota", value: (u) => u.note },
  { id: "actions", header: "Acciones", value: () => "x", exportable: false },
];

describe("CSV", () => {
  const csv = buildCsv(users, columns);
  const parsed = Papa.parse<string[]>(csv).data;

  it("writes the header and one line per row, without non-exportable columns", () => {
    expect(parsed[0]).toEqual(["ID", "Nombre", "Rol", "Nota"]);
    expect(parsed).toHaveLength(4);
    expect(csv).not.toContain("Acciones");
    expect(csv.split("\r\n")[0]).toBe("ID,Nombre,Rol,Nota");
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csv).toContain('"Ana ""la jefa"", López"');
    expect(parsed[1][1]).toBe('Ana "la jefa", López');
    expect(parsed[1][3]).toBe("línea1\nlínea2");
  });

  it("neutralises formula-like text but keeps negative numbers", () => {
    expect(parsed[1][2]).toBe('\'=HYPERLINK("http://x")');
    expect(parsed[2]).toEqual(["-2", "'+34 600", "'@admin", ""]);
    expect(parsed[3][1]).toBe("'-resta");
    expect(parsed[3][2]).toBe("'\tTab");
  });

  it("exports only the columns and rows it is given (visible columns, selected rows)", () => {
    const visible = [columns[0], columns[2]];
    const selected = [users[2]];
    expect(buildCsv(selected, visible)).toBe("ID,Rol\r\n3,'\tTab");
  });

  it("streams the same content in chunks with a BOM for Excel", async () => {
    const writer = csvWriter(["ID", "Nombre"]);
    writer.add([[1, "a"]]);
    writer.add([[2, "=b"]]);
    const bytes = new Uint8Array(await (await writer.finish()).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("ID,Nombre\r\n1,a\r\n2,'=b");
  });
});

describe("TSV for the clipboard", () => {
  it("separates with tabs and flattens tabs and line breaks", () => {
    const lines = buildTsv(users, columns).split("\n");
    expect(lines[0]).toBe("ID\tNombre\tRol\tNota");
    expect(lines[1]).toBe('1\tAna "la jefa", López\t\'=HYPERLINK("http://x")\tlínea1 línea2');
    expect(lines[3]).toBe("3\t'-resta\t' Tab\tok");
  });
});

describe("XLSX", () => {
  const files = unzipSync(buildXlsx(users, columns, "SystemUserFile"));
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]);

  it("is a zip with the parts of a minimal workbook", () => {
    expect(Object.keys(files).sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(strFromU8(files["xl/workbook.xml"])).toContain(
      '<sheet name="SystemUserFile" sheetId="1" r:id="rId1"/>',
    );
    expect(strFromU8(files["xl/styles.xml"])).toContain("<b/>");
  });

  it("writes a bold header row, inline strings and numeric cells", () => {
    expect(sheet).toContain(
      '<row r="1"><c s="1" t="inlineStr"><is><t>ID</t></is></c><c s="1" t="inlineStr"><is><t>Nombre</t></is></c>',
    );
    expect(sheet).toContain(
      '<row r="2"><c><v>1</v></c><c t="inlineStr"><is><t>Ana &quot;la jefa&quot;, López</t></is></c>',
    );
    expect(sheet).toContain('<row r="3"><c><v>-2</v></c>');
    expect(sheet).not.toContain("Acciones");
  });

  it("keeps formula-like text as typed string cells, never formulas, with no stray quote", () => {
    expect(sheet).toContain('<c t="inlineStr"><is><t>=HYPERLINK(&quot;http://x&quot;)</t></is></c>');
    expect(sheet).toContain(
      '<c t="inlineStr"><is><t>+34 600</t></is></c><c t="inlineStr"><is><t>@admin</t></is></c><c/></row>',
    );
    expect(sheet).not.toMatch(/<f>/);
    expect(sheet).not.toContain("<t>'");
  });

  it("drops characters XML forbids and preserves edge spaces", () => {
    const out = strFromU8(
      unzipSync(xlsxFromMatrix("T", ["a"], [["x\u0001y"], [" pad "]]))["xl/worksheets/sheet1.xml"],
    );
    expect(out).toContain("<t>xy</t>");
    expect(out).toContain('<t xml:space="preserve"> pad </t>');
  });
});

describe("date-time columns", () => {
  type Entry = { at: string | null };
  const dated: Column<Entry>[] = [{ id: "at", header: "Fecha", value: (e) => e.at, type: "datetime" }];
  // 12:00 UTC is 06:00 in Mexico City (UTC−6) and 09:00 in Santiago (UTC−3, summer time in November).
  const entries: Entry[] = [{ at: "2026-11-15T12:00:00.000Z" }, { at: null }, { at: "not a date" }];

  it("are written as the user's local time, which spreadsheets read as dates, in CSV", () => {
    const csv = csvFromMatrix(["Fecha"], toMatrix(entries, dated, "America/Mexico_City"));
    expect(csv).toBe("Fecha\r\n2026-11-15 06:00:00\r\n\r\nnot a date");
    expect(csvFromMatrix(["Fecha"], toMatrix(entries.slice(0, 1), dated, "America/Santiago"))).toBe(
      "Fecha\r\n2026-11-15 09:00:00",
    );
  });

  it("are Excel date cells (serial numbers in a date format), not ISO text", () => {
    const xlsx = unzipSync(xlsxFromMatrix("T", ["Fecha"], toMatrix(entries, dated, "America/Mexico_City")));
    const sheet = strFromU8(xlsx["xl/worksheets/sheet1.xml"]);
    const serial = Date.UTC(2026, 10, 15, 6) / 86_400_000 + 25_569;
    expect(sheet).toContain(`<row r="2"><c s="2"><v>${serial}</v></c></row>`);
    expect(sheet).not.toContain("2026-11-15T12:00");
    expect(strFromU8(xlsx["xl/styles.xml"])).toContain(
      '<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>',
    );
    expect(strFromU8(xlsx["xl/styles.xml"])).toContain('<xf numFmtId="164"');
  });
});
