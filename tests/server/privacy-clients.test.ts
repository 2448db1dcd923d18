import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

// Issue 32 item 2: the AGU directory (module clients) masks end users' e-mails, names and phones for a viewer
// without the module's "personal" privilege; searching still matches the whole values.

const PATH = "/services/clients/users";
let t: TestApp;
let masked: string;
let whole: string;
beforeAll(async () => {
  t = await createTestApp();
  masked = await signInStaffUser(t, "directorio_oculto", "clients", ["view"]);
  whole = await signInStaffUser(t, "directorio_completo", "clients", ["view", "personal"]);
});

const maria = async (token: string, query: Record<string, string | number>) => {
  const reply = await t.call("GET", PATH, { token, query: { from: 0, quantity: 10, ...query } });
  expect(reply.http).toBe(200);
  return reply.body.result.data.find((row: { id_usuario: number }) => row.id_usuario === 10_000_001);
};

describe("AGU directory and personal data", () => {
  it("finds María by her whole e-mail, name and phone, and shows her masked", async () => {
    for (const search of ["maria.lopez@correo.test", "María López", "5512345678"]) {
      expect(await maria(masked, { search }), search).toMatchObject({
        email: "m***@c***.test",
        name: "M*** L*** H***",
        phone_telmex: "******5678",
        phone_telcel: "******4321",
        user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001",
      });
    }
  });

  it("shows her whole to a viewer holding personal", async () => {
    expect(await maria(whole, { search: "maria.lopez@correo.test" })).toMatchObject({
      email: "maria.lopez@correo.test",
      name: "María López Hernández",
      phone_telmex: "5512345678",
    });
  });

  it("masks every row of a browsed page", async () => {
    const reply = await t.call("GET", PATH, { token: masked, query: { from: 0, quantity: 25 } });
    const rows: { email: string; name: string }[] = reply.body.result.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.email.includes("***@") && row.name.includes("***"))).toBe(true);
  });
});
