// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../session/store";
import { api } from "./client";
import {
  type FoundUser,
  fetchSubscriber,
  fetchSubscriptions,
  modifyEmail,
  searchSubscribers,
} from "./consumption";
import { consumptionKeys, subscriberQuery } from "./consumption-queries";
import { ApiError } from "./errors";

vi.mock("./client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);
const refusal = (code: string, httpStatus = 200) => new ApiError({ code, httpStatus });

const user: FoundUser = {
  USER_HASH: "h1",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10000001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María",
  PHONE_TELMEX: null,
  PHONE_TELCEL: null,
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};

beforeEach(() => {
  mocked.mockReset();
});

describe("consulta_consumo calls", () => {
  it("looks up by e-mail or by phone and carrier, with the spec's fixed client parameters", async () => {
    mocked.mockResolvedValue(user);
    await fetchSubscriber({ by: "email", q: user.EMAIL });
    await fetchSubscriber({ by: "telcel", q: "5587654321" });
    expect(mocked.mock.calls.map(([path, options]) => [path, options?.query])).toEqual([
      ["/consulta_consumo/user/byemail", { api_version: "v7", format: "json", email: user.EMAIL }],
      [
        "/consulta_consumo/user/bytel",
        { api_version: "v7", format: "json", phone: "5587654321", type: "telcel" },
      ],
    ]);
  });

  it("reads PGS_USR_00002 as an empty list, and passes any other refusal on", async () => {
    mocked.mockRejectedValueOnce(refusal("PGS_USR_00002"));
    await expect(fetchSubscriptions("h1")).resolves.toEqual({ subscriptions: [], total: 0 });
    mocked.mockRejectedValueOnce(refusal("PGS_USR_00001"));
    await expect(fetchSubscriptions("h1")).rejects.toMatchObject({ code: "PGS_USR_00001" });
  });

  it("finds nothing more on a server without the partial search", async () => {
    mocked.mockRejectedValueOnce(refusal("not_found", 404));
    await expect(searchSubscribers("maria")).resolves.toEqual([]);
    mocked.mockRejectedValueOnce(refusal("error_network", 0));
    await expect(searchSubscribers("maria")).rejects.toMatchObject({ code: "error_network" });
  });

  it("sends the reason with an e-mail change and succeeds only on ACTUALIZO '1'", async () => {
    mocked.mockResolvedValueOnce({ ACTUALIZO: "1" });
    await modifyEmail({ user, newEmail: "nueva@correo.test", reason: "pedido del cliente" });
    expect(mocked.mock.calls[0][1]?.query).toMatchObject({
      id_usuario: 10000001,
      email: user.EMAIL,
      new_email: "nueva@correo.test",
      reason: "pedido del cliente",
    });
    mocked.mockResolvedValueOnce({ ACTUALIZO: "0" });
    await expect(modifyEmail({ user, newEmail: "x@correo.test", reason: "r" })).rejects.toMatchObject({
      code: "error_generic",
    });
  });

  it("keys every query by region and tenant, and never retries a business refusal", () => {
    session.region = "mexico";
    session.tenant = "video";
    const options = subscriberQuery({ by: "email", q: "a@b.mx" });
    expect(options.queryKey).toEqual([
      "consumption",
      "mexico",
      "video",
      "subscriber",
      "detail",
      { by: "email", q: "a@b.mx" },
    ]);
    expect(consumptionKeys.subscriptions("h1")).toEqual([
      "consumption",
      "mexico",
      "video",
      "subscriptions",
      "detail",
      "h1",
    ]);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, refusal("PGS_USR_00001"))).toBe(false);
    expect(retry(0, refusal("error_network", 0))).toBe(true);
    expect(retry(2, refusal("error_network", 0))).toBe(false);
  });
});
