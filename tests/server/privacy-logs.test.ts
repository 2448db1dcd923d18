import { beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "../../src/contract/personal-data.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

// Issue 32 item 2: the audit log's messages name subscribers' e-mails: masked for a logs viewer without the
// module's "personal" privilege. The user and ip columns are the staff operator's: shown as they are.

let t: TestApp;
let masked: string;
let whole: string;
beforeAll(async () => {
  t = await createTestApp();
  masked = await signInStaffUser(t, "bitacora_oculta", "logs", ["view"]);
  whole = await signInStaffUser(t, "bitacora_completa", "logs", ["view", "personal"]);
  const soporte = await t.login("soporte@adm.test");
  await t.call("GET", "/services/consulta_consumo/user/byemail", {
    token: soporte,
    query: { email: "maria.lopez@correo.test" },
  });
});

const lookups = (token: string) =>
  t.call("GET", "/services/logs/log", {
    token,
    query: { rpp: 5, search: "maria.lopez@correo.test", sort_field: "datetime", sort_order: "desc" },
  });

describe("audit log and personal data", () => {
  it("finds a row by the whole e-mail, and masks it in the message only", async () => {
    const [shown] = (await lookups(whole)).body.result.data;
    const [hidden] = (await lookups(masked)).body.result.data;
    expect(shown.message).toContain("<maria.lopez@correo.test>");
    expect(hidden).toEqual({
      ...shown,
      message: shown.message.replace("maria.lopez@correo.test", maskEmail("maria.lopez@correo.test")),
    });
    expect(hidden.user).toBe("soporte@adm.test");
  });
});
