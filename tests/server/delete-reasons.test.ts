import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Issue 10 item 7: the destructive system calls take the operator's reason (query string, optional) and keep
// it in the deletion's audit row, like the consumption changes do.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  admin = await t.login("admin@adm.test");
});

const remove = (path: string, reason?: string) =>
  t.call("DELETE", `/services${path}`, { token: admin, query: reason === undefined ? {} : { reason } });

async function created(path: string, body: Record<string, unknown>, id: string): Promise<number> {
  const reply = await t.call("POST", `/services${path}`, { token: admin, body });
  expect(reply.http).toBe(201);
  return reply.body.result[id];
}

describe("DELETE with a reason", () => {
  it("keeps the reason of each user of a bulk deletion in its audit row", async () => {
    for (const userId of [1001, 1002]) {
      expect((await remove(`/user/${userId}`, "Baja de personal")).http).toBe(200);
      const log = await lastLog(t.db, "user_delete");
      expect(log.message).toMatch(new RegExp(`\\(id ${userId}\\) · motivo: Baja de personal$`));
    }
  });

  it("leaves the message as it was when no reason is given", async () => {
    expect((await remove("/user/1003")).http).toBe(200);
    expect((await lastLog(t.db, "user_delete")).message).not.toContain("motivo");
  });

  it("keeps the reason of a group, role and module deletion", async () => {
    const groupId = await created("/system/group", { name: "temporal", title: "Temporal" }, "group_id");
    expect((await remove(`/system/group/${groupId}`, "Grupo de prueba")).http).toBe(200);
    expect((await lastLog(t.db, "group_delete")).message).toBe(
      `Grupo eliminado: temporal (id ${groupId}) · motivo: Grupo de prueba`,
    );
    const roleId = await created(
      "/system/profile",
      { name: "efimero", title: "Efímero", view: 1 },
      "profile_id",
    );
    expect((await remove(`/system/profile/${roleId}`, "Rol duplicado")).http).toBe(200);
    expect((await lastLog(t.db, "profile_delete")).message).toBe(
      `Rol eliminado: efimero (id ${roleId}) · motivo: Rol duplicado`,
    );
    const moduleId = await created("/system/module", { name: "borrable", title: "Borrable" }, "module_id");
    expect((await remove(`/system/module/${moduleId}`, "Ya no se usa")).http).toBe(200);
    expect((await lastLog(t.db, "module_delete")).message).toBe(
      `Módulo eliminado: borrable (id ${moduleId}); retirado de 0 grupo(s) · motivo: Ya no se usa`,
    );
  });

  it("refuses an over-long reason, naming the field, and deletes nothing", async () => {
    const before = { users: await countRows(t.db, "users"), logs: await countRows(t.db, "logs") };
    const reply = await remove("/user/1004", "x".repeat(501));
    expect([reply.http, reply.body.error, reply.body.extra]).toEqual([
      400,
      "invalid_request",
      { datafield: "reason" },
    ]);
    expect({ users: await countRows(t.db, "users"), logs: await countRows(t.db, "logs") }).toEqual(before);
  });
});
