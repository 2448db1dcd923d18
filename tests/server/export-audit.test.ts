import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Issue 12 §5: every export is written to the audit log: who, which table, which columns, how many rows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

// A table of a module consulta@ views that has no personal data (its audit row says nothing of them).
const record = {
  table: "Productos",
  module: "products",
  format: "csv",
  columns: ["id", "title", "state"],
  rows: 1_000_042,
};

describe("POST /services/logs/export", () => {
  it("writes who exported which table, columns and row count", async () => {
    const token = await t.login("consulta@adm.test");
    const reply = await t.call("POST", "/services/logs/export", { token, body: record });
    expect(reply.http).toBe(201);
    const row = await lastLog(t.db, "export");
    expect(row.user).toBe("consulta@adm.test");
    expect(row.message).toBe("Exportación csv de Productos: 1000042 filas; columnas: id, title, state");
  });

  it("needs a session and a well-formed record, writing nothing otherwise", async () => {
    const token = await t.login("consulta@adm.test");
    const before = await t.counts();
    expect((await t.call("POST", "/services/logs/export", { body: record })).http).toBe(401);
    for (const body of [
      { ...record, format: "exe" },
      { ...record, rows: -1 },
      { ...record, columns: [] },
      { ...record, table: "" },
      { ...record, module: undefined },
      { ...record, module: "no_such_module" },
    ]) {
      const reply = await t.call("POST", "/services/logs/export", { token, body });
      expect(reply.http).toBe(400);
    }
    expect((await t.counts()).logs).toBe(before.logs);
  });
});
