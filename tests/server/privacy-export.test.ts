import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { FILTERS } from "./filters-helpers.ts";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Issue 32 item 2: every export writes an audit row saying whether personal data went out masked; the
// administrator's row cap per export of a module is enforced; the server's own CSV downloads are audited by
// the same writer.

let t: TestApp;
let agente: string;
let soporte: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [agente, soporte, admin] = await Promise.all(
    ["agente@adm.test", "soporte@adm.test", "admin@adm.test"].map((email) => t.login(email)),
  );
});

const record = {
  table: "ConsultaConsumo",
  module: "consulta_consumo",
  format: "csv",
  columns: ["EMAIL", "NAME", "PHONE_TELMEX"],
  rows: 12,
};
const exportAs = (token: string, body: Record<string, unknown> = record) =>
  t.call("POST", "/services/logs/export", { token, body });
const detailOf = async () => JSON.parse((await lastLog(t.db, "export")).detail ?? "{}");

describe("export audit rows and personal data", () => {
  it("says the personal data went out masked for agente@, whole for soporte@", async () => {
    expect((await exportAs(agente)).http).toBe(201);
    const hidden = await lastLog(t.db, "export");
    expect(hidden.user).toBe("agente@adm.test");
    expect(hidden.message).toBe(
      "Exportación csv de ConsultaConsumo: 12 filas; columnas: EMAIL, NAME, PHONE_TELMEX; datos personales ocultos",
    );
    expect(await detailOf()).toEqual({
      after: {
        table: "ConsultaConsumo",
        module: "consulta_consumo",
        format: "csv",
        rows: "12",
        columns: "EMAIL, NAME, PHONE_TELMEX",
        masked: "true",
      },
    });
    expect((await exportAs(soporte)).http).toBe(201);
    expect((await lastLog(t.db, "export")).message).toMatch(/; datos personales completos$/);
    expect((await detailOf()).after.masked).toBe("false");
  });

  it("refuses an export over the module's row cap, writing nothing", async () => {
    const cap = (export_row_cap: number | null) =>
      t.call("PUT", "/services/privacy/policies/consulta_consumo", {
        token: admin,
        body: { reveal: true, export_row_cap },
      });
    expect((await cap(12)).http).toBe(200);
    try {
      expect((await exportAs(agente)).http).toBe(201);
      const before = await countRows(t.db, "logs");
      const over = await exportAs(agente, { ...record, rows: 13 });
      expect([over.http, over.body.error]).toEqual([409, "privacy_export_over_cap"]);
      expect(await countRows(t.db, "logs")).toBe(before);
    } finally {
      await cap(null);
    }
  });

  it("refuses an export of a module the caller cannot view, writing nothing", async () => {
    const before = await countRows(t.db, "logs");
    const reply = await exportAs(agente, { ...record, table: "SystemLogFile", module: "logs" });
    expect([reply.http, reply.body.error]).toEqual([403, "user_without_permission"]);
    expect(await countRows(t.db, "logs")).toBe(before);
  });

  it("audits the server's own CSV downloads of the filters, through the same writer", async () => {
    const download = async (path: string) => {
      const response = await t.app.request(path, { headers: { authorization: `Bearer ${admin}` } });
      expect(response.status).toBe(200);
      const text = (await response.text()).replace("\uFEFF", "");
      return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    };
    const [header, ...lines] = await download(
      `${FILTERS}/export?region=mexico&tenant_code=video&quantity=100`,
    );
    const list = await lastLog(t.db, "export");
    expect(list.user).toBe("admin@adm.test");
    expect(list.message).toBe(
      `Exportación csv de Filtros: ${lines.length} filas; columnas: ${header.join(", ")}`,
    );
    expect((await detailOf()).after).toMatchObject({
      module: "filtros",
      rows: String(lines.length),
      masked: "false",
    });
    const [, ...contents] = await download(`${FILTERS}/contents/export?filter_id=${F.manualPicks.id}`);
    const row = await lastLog(t.db, "export");
    expect(row.log_id).toBeGreaterThan(list.log_id);
    expect(row.message).toContain(`Contenidos del filtro ${F.manualPicks.id}: ${contents.length} filas`);
  });
});
