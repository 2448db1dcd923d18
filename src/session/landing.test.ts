import { describe, expect, it } from "vitest";
import { handoverPath, isV9User, landingAfterLogin } from "./landing";

const user = (root: number, rules: { name: string; privileges: { view?: boolean } }[] = []) => ({
  root,
  rules,
});
const v9 = user(0, [{ name: "adminv9", privileges: { view: true } }]);
const root = user(1);
const agent = user(0, [{ name: "consulta_consumo", privileges: { view: true } }]);
const LEGACY_URL = "https://legacy.adm.test/";
const LEGACY = "/index/v9?url=https%3A%2F%2Flegacy.adm.test%2F";

describe("where a sign-in lands (spec 1 §4)", () => {
  it("hands a v9 user (adminv9 view, or root equal to 1) over to the configured legacy admin", () => {
    expect(isV9User(v9)).toBe(true);
    expect(isV9User(root)).toBe(true);
    expect(isV9User(user(0, [{ name: "adminv9", privileges: {} }]))).toBe(false);
    expect(handoverPath(LEGACY_URL)).toBe(LEGACY);
    expect(landingAfterLogin(v9, undefined, null, LEGACY_URL)).toBe(LEGACY);
    expect(landingAfterLogin(root, "Debe cambiar su contraseña", null, LEGACY_URL)).toBe(LEGACY);
  });

  it("hands nobody over while no legacy admin is configured: a v9 user lands on main", () => {
    expect(handoverPath("")).toBeNull();
    expect(landingAfterLogin(v9, undefined, null, "")).toBe("/index/main");
    expect(landingAfterLogin(root)).toBe("/index/main");
  });

  it("sends anyone else to main, or to their profile when the server asks for a password initialisation", () => {
    expect(landingAfterLogin(agent)).toBe("/index/main");
    expect(landingAfterLogin(agent, "Mantenimiento programado")).toBe("/index/main");
    expect(landingAfterLogin(agent, "Debe definir su contraseña")).toBe("/index/user_profile");
  });

  it("returns to the console URL left behind, except before a required password initialisation", () => {
    expect(landingAfterLogin(agent, undefined, "/system/logs?ws=a")).toBe("/system/logs?ws=a");
    expect(landingAfterLogin(v9, undefined, "/system/logs")).toBe("/system/logs");
    expect(landingAfterLogin(agent, "Debe definir su contraseña", "/system/logs")).toBe(
      "/index/user_profile",
    );
    expect(landingAfterLogin(agent, undefined, null)).toBe("/index/main");
  });
});
