import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { i18n } from "../i18n";
import { sessionErrorText } from "./error-text";

describe("sessionErrorText", () => {
  it("translates a rate-limited login (429 too_many_requests) in Spanish and English", () => {
    const error = new ApiError({ code: "too_many_requests", httpStatus: 429 });
    expect(sessionErrorText(i18n.getFixedT("es"), error)).toBe(
      "Demasiados intentos. Espere unos minutos y vuelva a intentar.",
    );
    expect(sessionErrorText(i18n.getFixedT("en"), error)).toBe(
      "Too many attempts. Wait a few minutes and try again.",
    );
  });
});
