import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { providerFailure } from "./failure";

const t = ((key: string, options?: { defaultValue?: string }) =>
  key.startsWith("server.") ? (options?.defaultValue ?? key) : key) as unknown as TFunction;

describe("a failed provider call", () => {
  it("says 'Hubo un problema de conexión' when the server was not reached", () => {
    const offline = new ApiError({
      code: "error_network",
      httpStatus: 0,
      message: "TypeError: fetch failed",
    });
    expect(providerFailure(t, offline)).toEqual({
      message: "providers.messages.connection",
      reason: "providers.messages.connection",
    });
  });

  it("gives the server's reason, on its field, when the server refused", () => {
    const refused = new ApiError({
      code: "provider_code_exists",
      httpStatus: 409,
      message: "El código ya existe",
      datafield: "providerCode",
    });
    expect(providerFailure(t, refused)).toMatchObject({
      field: "providerCode",
      reason: "El código ya existe",
    });
  });
});
