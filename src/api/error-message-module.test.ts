import { describe, expect, it } from "vitest";
import { defineErrors } from "../contract/define-errors";
import { i18n } from "../i18n";
import { unwrapEnvelope } from "./envelope";
import { errorMessage } from "./error-message";

// A module with its own code, as tests/server/module-fixture.test.ts plays it on the server: declared in
// its own contract file (here, after the console's i18n started, as a module loaded later is), it is translated
// with no locale file or catalogue edited.

const rocketErrors = defineErrors("rockets", {
  rocket_grounded: { status: 409, es: "El cohete está en tierra.", en: "The rocket is grounded." },
});

function failed(body: unknown, httpStatus: number): unknown {
  try {
    unwrapEnvelope(body, httpStatus);
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("errorMessage for a module's own code", () => {
  const refusal = failed(
    { status: 409, result: null, error: "rocket_grounded", extra: null, message: "rocket_grounded" },
    409,
  );

  it("gives its Spanish and its English text", () => {
    expect(errorMessage(i18n.getFixedT("es"), refusal)).toBe(rocketErrors.codes.rocket_grounded.es);
    expect(errorMessage(i18n.getFixedT("es"), refusal)).toBe("El cohete está en tierra.");
    expect(errorMessage(i18n.getFixedT("en"), refusal)).toBe("The rocket is grounded.");
  });
});
