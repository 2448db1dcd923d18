// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn, signOut } from "./actions";
import { type SessionUser, session } from "./store";

const region = (name: string, id: number) => ({ region_id: id, name, title: name });
const tenant = (code: string, id: number) => ({ tenant_id: id, code });

/** soporte@adm.test as the reference server describes them: mexico and colombia, video and music. */
const SOPORTE: SessionUser = {
  user_id: 2,
  name: "soporte",
  fullname: "Ana Soporte",
  email: "soporte@adm.test",
  root: 0,
  region: "mexico",
  rules: [{ name: "consulta_consumo", privileges: { view: true } }],
  groups: [],
  regions: [region("mexico", 441), region("colombia", 170)],
  tenants: [tenant("video", 1), tenant("music", 3)],
};

type Call = { path: string; query: URLSearchParams };
let calls: Call[];

/** A login endpoint that, like the reference server, refuses a region or tenant the user does not hold. */
function serveLogin() {
  calls = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://adm.test");
    calls.push({ path: url.pathname, query: url.searchParams });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname !== "/services/auth/login") return json(200, { status: 0, result: {}, error: null });
    const asked = url.searchParams.get("region");
    if (asked && !SOPORTE.regions.some((r) => r.name === asked))
      return json(401, { status: 401, result: null, error: "wsgu_invalid_region", extra: null, message: "" });
    const code = url.searchParams.get("tenant_code");
    if (code && !SOPORTE.tenants.some((t) => t.code === code))
      return json(403, { status: 403, result: null, error: "wsgu_invalid_tenant", extra: null, message: "" });
    return json(200, { status: 0, result: { token: "t", user: SOPORTE, notification: { message: "" } } });
  });
}

beforeEach(() => {
  localStorage.clear();
  serveLogin();
});
afterEach(() => {
  vi.restoreAllMocks();
  session.token = null;
  session.user = null;
  session.region = "";
  session.tenant = "";
});

describe("a browser shared by users in turn", () => {
  it("sign-out forgets the region and tenant the previous user chose", async () => {
    session.token = "admin-token";
    session.region = "chile";
    session.tenant = "drive";
    await Promise.resolve(); // valtio stores the choice after the current tick
    expect(localStorage.getItem("region")).toBe('"chile"');
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    await signOut();
    expect(assign).toHaveBeenCalledWith("/login");
    expect(localStorage.getItem("region")).toBeNull();
    expect(localStorage.getItem("tenant_code")).toBeNull();
  });

  it("signs in without the sign-out's scope: no region or tenant_code is sent, the user's own is chosen", async () => {
    await signIn("soporte@adm.test", "x");
    expect(calls).toHaveLength(1);
    expect(calls[0].query.has("region")).toBe(false);
    expect(calls[0].query.has("tenant_code")).toBe(false);
    expect([session.region, session.tenant]).toEqual(["mexico", "video"]);
  });

  it.each([
    ["a region", { region: "chile", tenant: "video" }],
    ["a tenant", { region: "mexico", tenant: "drive" }],
  ])("is not refused for %s left by someone else: the login is retried without it", async (_, left) => {
    session.region = left.region;
    session.tenant = left.tenant;
    await signIn("soporte@adm.test", "x");
    expect(calls.map((call) => call.query.get("region"))).toEqual([left.region, null]);
    expect([session.region, session.tenant]).toEqual(["mexico", "video"]);
  });

  it("keeps a stored choice the new user may use", async () => {
    session.region = "colombia";
    session.tenant = "music";
    await signIn("soporte@adm.test", "x");
    expect(calls).toHaveLength(1);
    expect([session.region, session.tenant]).toEqual(["colombia", "music"]);
  });
});
