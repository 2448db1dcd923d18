import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCalls, errorsOf, fillPath, isCallDecl } from "./define";

describe("defineCalls", () => {
  const calls = defineCalls("probe", {
    getThing: {
      summary: "One thing",
      method: "GET",
      path: "/thing/:thing_id",
      params: z.object({ thing_id: z.coerce.number<number>() }),
      result: z.object({}),
      errors: ["not_found"],
      access: { module: "user", privilege: "view" },
    },
    ping: { summary: "Ping", method: ["GET", "POST"], path: "/ping", result: z.null(), access: "public" },
  });

  it("names each call <module>.<key> and fills the defaults", () => {
    expect(calls.getThing).toMatchObject({
      operationId: "probe.getThing",
      module: "probe",
      methods: ["GET"],
      status: 200,
      produces: "envelope",
    });
    expect(calls.ping.methods).toEqual(["GET", "POST"]);
    expect(isCallDecl(calls.ping)).toBe(true);
    expect(isCallDecl({ ...calls.ping })).toBe(false);
  });

  it("refuses a path whose parameters differ from its params schema", () => {
    const define = (path: `/${string}`) =>
      defineCalls("bad", {
        call: {
          summary: "x",
          method: "GET",
          path,
          params: z.object({ id: z.string() }),
          result: z.null(),
          access: "public",
        },
      });
    expect(() => define("/thing/:other")).toThrow(
      /bad.call: path parameters \[other\] but params schema \[id\]/,
    );
    expect(() => define("/thing")).toThrow(/path parameters \[\]/);
    expect(() => define("/thing/:id")).not.toThrow();
  });

  it("adds the errors its access and input imply (the input gate answers any call)", () => {
    expect(errorsOf(calls.getThing).sort()).toEqual(
      [
        "not_found",
        "user_invalid_token",
        "auth_session_exist",
        "user_inactive",
        "bloqued_account_exception",
        "wsgu_invalid_region",
        "wsgu_invalid_tenant",
        "user_without_permission",
        "invalid_request",
        "error_generic",
      ].sort(),
    );
    expect(errorsOf(calls.ping).sort()).toEqual(
      // A call with a body: the body's size and shape limits too (issue 28 §3).
      [
        "invalid_request",
        "unsupported_media_type",
        "payload_too_large",
        "payload_too_complex",
        "error_generic",
      ].sort(),
    );
  });

  it("fills path parameters, encoded, and insists on each", () => {
    expect(fillPath("/a/:x/b/:y", { x: 1, y: "é/?" })).toBe("/a/1/b/%C3%A9%2F%3F");
    expect(() => fillPath("/a/:x", {})).toThrow(/missing path parameter x/);
  });
});
