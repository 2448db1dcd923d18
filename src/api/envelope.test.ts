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
