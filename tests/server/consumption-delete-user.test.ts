import { describe, expect, it, vi } from "vitest";
import { faultHooks } from "../../server/consumption/actions.ts";
import {
  activePurchased,
  admin,
  BASE,
  call,
  consulta,
  expectRefusal,
  JUAN,
  lastLog,
  logCount,
  MARIA,
  subscriberWithActivePurchases,
  subsOf,
  t,
} from "./consumption-changes-fixture.ts";

describe("user/delete", () => {
  const exists = async (id: number) =>
    (await t.db.selectFrom("end_users").select("id_usuario").where("id_usuario", "=", id).execute()).length;

  it("needs the delete privilege: admin (root) may, consulta may not", async () => {
    const user = await subscriberWithActivePurchases();
    const refused = await call(
      "/user/delete",
      { user_hash: user.user_hash, id_usuario: user.id_usuario, reason: "x" },
      consulta,
    );
    expect(refused.http).toBe(403);
    const reply = await call(
      "/user/delete",
      { user_hash: user.user_hash, id_usuario: user.id_usuario, reason: "Derecho de cancelación (ARCO)" },
      admin,
    );
    expect(reply.body).toMatchObject({ status: 0, result: { deleted: 1 } });
    expect(await lastLog()).toMatchObject({ user: "admin@adm.test", action: "end_user_delete" });
  });

  it("terminates the active purchases, then deletes the user and their subscriptions, and audits it", async () => {
    const user = await subscriberWithActivePurchases();
    const active = activePurchased(await subsOf(user.id_usuario)).length;
    const reply = await call("/user/delete", {
      user_hash: user.user_hash,
      id_usuario: user.id_usuario,
      reason: "Solicitud del titular",
    });
    expect(reply.body).toEqual({
      status: 0,
      result: { deleted: 1, terminated: active },
      error: null,
      extra: null,
      message: "",
    });
    expect(await exists(user.id_usuario)).toBe(0);
    expect(await subsOf(user.id_usuario)).toEqual([]);
    expect(await lastLog()).toEqual({
      user: "soporte@adm.test",
      url: `${BASE}/user/delete`,
      action: "end_user_delete",
      message: `Usuario eliminado (suscripciones terminadas: ${active}) · usuario ${user.id_usuario} <${user.email}> · región mexico · motivo: Solicitud del titular`,
      level: "info",
    });
    expectRefusal(await call("/subscription/list", { user_hash: user.user_hash }), "PGS_USR_00001");
  });

  it("deletes a user without subscriptions (PGS_USR_00002 allows deletion)", async () => {
    const hash = "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f002";
    expectRefusal(await call("/subscription/list", { user_hash: hash }), "PGS_USR_00002");
    const reply = await call("/user/delete", {
      user_hash: hash,
      id_usuario: 10_000_002,
      reason: "Cuenta duplicada",
    });
    expect(reply.body.result).toEqual({ deleted: 1, terminated: 0 });
  });

  it("refuses a hash and id that do not belong together", async () => {
    expectRefusal(
      await call("/user/delete", { user_hash: MARIA.hash, id_usuario: JUAN.id, reason: "x" }),
      "PGS_USR_00001",
    );
    expect(await exists(MARIA.id)).toBe(1);
  });

  it.each(["terminated", "subscriptionsDeleted"] as const)(
    "leaves nothing half done when a step fails after %s",
    async (failingStep) => {
      const user = await subscriberWithActivePurchases();
      const before = await subsOf(user.id_usuario);
      const logs = await logCount();
      const steps: string[] = [];
      faultHooks.deleteEndUser = (step) => {
        steps.push(step);
        if (step === failingStep) throw new Error("injected fault");
      };
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const reply = await call("/user/delete", {
        user_hash: user.user_hash,
        id_usuario: user.id_usuario,
        reason: "x",
      });
      expect(reply.http).toBe(500);
      expect(reply.body).toMatchObject({ status: 500, error: "error_generic" });
      expect(errors).toHaveBeenCalled();
      expect(steps.at(-1)).toBe(failingStep);
      // Terminations, deleted subscriptions and the user row all rolled back; no audit row for a failed change.
      expect(await exists(user.id_usuario)).toBe(1);
      expect(await subsOf(user.id_usuario)).toEqual(before);
      expect(activePurchased(before).length).toBeGreaterThanOrEqual(2);
      expect(await logCount()).toBe(logs);

      faultHooks.deleteEndUser = undefined;
      const retry = await call("/user/delete", {
        user_hash: user.user_hash,
        id_usuario: user.id_usuario,
        reason: "x",
      });
      expect(retry.body.result).toEqual({ deleted: 1, terminated: activePurchased(before).length });
      expect(await exists(user.id_usuario)).toBe(0);
    },
  );
});
