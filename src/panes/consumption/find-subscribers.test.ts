// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import type { FoundUser } from "../../api/consumption";
import { ApiError } from "../../api/errors";
import { signIn, signOut } from "../../commands/testing/session-fixture";
import { findSubscribers, searchable } from "./find-subscribers";
import { classifyTerm } from "./term";

vi.mock("../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const maria: FoundUser = {
  USER_HASH: "h1",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10000001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María López Hernández",
  PHONE_TELMEX: "5512345678",
  PHONE_TELCEL: "5587654321",
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};
const signal = new AbortController().signal;
const path = (call: unknown[]) => String(call[0]).replace("/consulta_consumo", "");

// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  mocked.mockReset();
  // An agent who sees subscribers' e-mails and phones whole.
  const user = signIn(["consulta_consumo"]);
  user.rules = [{ name: "consulta_consumo", privileges: { view: true, personal: true } }];
});

describe("palette subscriber look-up", () => {
  it("on the root page looks up only e-mails and phones; on the command's page any text", () => {
    expect(searchable(classifyTerm("usuarios"), false)).toBe(false);
    expect(searchable(classifyTerm("usuarios"), true)).toBe(true);
    expect(searchable(classifyTerm("ma@"), false)).toBe(true);
    expect(searchable(classifyTerm("55 1"), false)).toBe(false);
    expect(searchable(classifyTerm("55 12"), false)).toBe(true);
  });

  it("takes the start of an e-mail address ('maria.lop') from the root page too, never a command's words", () => {
    expect(searchable(classifyTerm("maria.lop"), false)).toBe(true);
    expect(searchable(classifyTerm("jperez_22"), false)).toBe(true);
    for (const words of ["logs", "ir a usuarios", "cambiar idioma", "ingles"])
      expect(searchable(classifyTerm(words), false), words).toBe(false);
  });

  it("looks a whole e-mail up exactly (byemail) and merges the partial search without duplicates", async () => {
    mocked.mockImplementation(async (url) =>
      String(url).endsWith("/user/byemail") ? maria : { users: [{ ...maria, MATCH: "email" }] },
    );
    const found = await findSubscribers(maria.EMAIL, signal);
    expect(mocked.mock.calls.map(path).sort()).toEqual(["/user/byemail", "/user/search"]);
    expect(found).toEqual([{ user: maria, search: { by: "email", q: maria.EMAIL } }]);
  });

  it("looks a whole phone up with both carriers; a miss on one is no error", async () => {
    mocked.mockImplementation(async (url, options) => {
      if (String(url).endsWith("/user/search")) return { users: [] };
      if (options?.query?.type === "telcel") return maria;
      throw new ApiError({ code: "PGS_USR_00001", httpStatus: 200 });
    });
    const found = await findSubscribers("+52 1 55 8765 4321", signal);
    expect(found).toEqual([{ user: maria, search: { by: "telcel", q: "5587654321" } }]);
    expect(mocked.mock.calls.filter((call) => path(call) === "/user/bytel")).toHaveLength(2);
  });

  it("opens a partial match by the phone it matched on", async () => {
    mocked.mockResolvedValue({ users: [{ ...maria, MATCH: "telmex" }] });
    const found = await findSubscribers("55 1234", signal);
    expect(mocked.mock.calls.map(path)).toEqual(["/user/search"]);
    expect(found[0].search).toEqual({ by: "telmex", q: "5512345678" });
  });

  it("opens a partial match by id for an agent who sees it masked: a masked e-mail or phone finds nobody", async () => {
    signIn(["consulta_consumo"]);
    mocked.mockResolvedValue({ users: [{ ...maria, EMAIL: "m***@c***.test", MATCH: "email" }] });
    const found = await findSubscribers("maria.lop", signal);
    expect(found[0].search).toEqual({ by: "id", q: String(maria.ID_USUARIO) });
    signOut();
  });

  it("still fails on a failure that is not a miss (the palette then says so)", async () => {
    mocked.mockRejectedValue(new ApiError({ code: "error_network", httpStatus: 0 }));
    await expect(findSubscribers(maria.EMAIL, signal)).rejects.toMatchObject({ code: "error_network" });
  });
});
