import { describe, expect, it } from "vitest";
import { declaredText, defineErrors } from "./define-errors.ts";
import { ERROR_STATUS } from "./errors.ts";

describe("defineErrors", () => {
  it("gives every declared code its status and texts", () => {
    defineErrors("comets", {
      comet_lost: { status: 404, es: "El cometa se perdió.", en: "The comet is lost." },
    });
    expect((ERROR_STATUS as Record<string, number>).comet_lost).toBe(404);
    expect([declaredText("comet_lost", "es"), declaredText("comet_lost", "en")]).toEqual([
      "El cometa se perdió.",
      "The comet is lost.",
    ]);
  });

  it("refuses a code another module declares, and empty texts", () => {
    expect(() => defineErrors("comets", { not_found: { status: 404, es: "x", en: "x" } })).toThrow(
      "Error code not_found is declared by both platform and comets",
    );
    expect(() => defineErrors("comets", { comet_gone: { status: 404, es: " ", en: "Gone" } })).toThrow(
      "comets.comet_gone: a text is empty",
    );
  });
});
