import { describe, expect, it } from "vitest";
import { unwrapEnvelope } from "./envelope";
import { ApiError } from "./errors";

describe("unwrapEnvelope", () => {
  it("returns the result of a status 0 envelope", () => {
    expect(unwrapEnvelope({ status: 0, result: [1, 2], error: null, extra: null, message: "" }, 200)).toEqual(
      [1, 2],
    );
  });

  it("accepts 201 creations", () => {
    expect(
      unwrapEnvelope({ status: 201, result: { id: 4 }, error: null, extra: null, message: "" }, 201),
    ).toEqual({
      id: 4,
    });
  });

  it("turns an error envelope into an ApiError with the server's code and field", () => {
    const body = {
      status: 409,
      result: null,
      error: "user_email_exists",
      extra: { datafield: "email" },
      message: "",
    };
    const error = (() => {
      try {
        unwrapEnvelope(body, 409);
      } catch (e) {
        return e as ApiError;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.code).toBe("user_email_exists");
    expect(error?.datafield).toBe("email");
  });

  it("reads consumption errors from result.errors", () => {
    const body = { status: 1, result: { errors: "PGS_USR_00002" }, error: null, extra: null, message: "" };
    expect(() => unwrapEnvelope(body, 200)).toThrowError(expect.objectContaining({ code: "PGS_USR_00002" }));
  });
});

describe("unwrapEnvelope keeps everything the server said", () => {
  it("keeps error, message, datafield and the whole extra (error_code, error_msg, validation)", () => {
    const extra = {
      datafield: "name",
      error_code: "E1",
      error_msg: "Nombre repetido",
      validation: { name: "x" },
    };
    const body = { status: 409, result: null, error: "duplicated_entry", extra, message: "Duplicado" };
    expect(() => unwrapEnvelope(body, 409)).toThrowError(
      expect.objectContaining({
        code: "duplicated_entry",
        error: "duplicated_entry",
        message: "Duplicado",
        serverMessage: "Duplicado",
        datafield: "name",
        extra,
      }),
    );
  });

  it("takes the code from extra.error_code when error is not a code (specs 2 and 3)", () => {
    const body = {
      status: 1,
      result: null,
      error: true,
      extra: { error_code: "F_7", error_msg: "Falló" },
      message: "",
    };
    expect(() => unwrapEnvelope(body, 200)).toThrowError(
      expect.objectContaining({ code: "F_7", error: null, message: "Falló" }),
    );
  });

  it("accepts the string statuses some servers send, and keeps a bare payload", () => {
    expect(unwrapEnvelope({ status: "0", result: 5, error: null, extra: null, message: "" }, 200)).toBe(5);
    expect(() => unwrapEnvelope("Sin permisos", 500)).toThrowError(
      expect.objectContaining({ code: "error_generic", payload: "Sin permisos", message: "Sin permisos" }),
    );
  });
});
