import { describe, expect, it } from "vitest";
import { argOption } from "./rows";

describe("argument options", () => {
  it("are disabled, with their reason shown, when the command refuses that choice", () => {
    const refused = argOption({
      id: "7",
      label: "Tarifa 7",
      reason: "Solo en borrador",
      value: 7,
      argOf: "x.y",
    });
    expect(refused).toMatchObject({ disabled: true, reason: "Solo en borrador" });
    expect(argOption({ id: "8", label: "Tarifa 8", value: 8, argOf: "x.y" }).disabled).toBe(false);
  });
});
