import { describe, expect, it } from "vitest";
import { noMatchReason } from "./no-match";

describe("why a look-up found nobody", () => {
  it("says a pasted text is no e-mail or no Mexican phone", () => {
    expect(noMatchReason("maria@@correo.test")?.key).toBe("badEmail");
    expect(noMatchReason("maria lopez@correo.test")?.key).toBe("badEmail");
    expect(noMatchReason("+1 212 555 0100")?.key).toBe("badPhone");
    expect(noMatchReason("55 1234 5678 99")?.key).toBe("badPhone");
  });

  it("says nobody in the region has the whole e-mail or phone, or starts with the part typed", () => {
    expect(noMatchReason("nadie@correo.test")).toEqual({
      key: "noEmail",
      values: { text: "nadie@correo.test" },
    });
    expect(noMatchReason("+52 55 9999 0000")).toEqual({ key: "noPhone", values: { text: "5599990000" } });
    expect(noMatchReason("55 99")).toEqual({ key: "noPhoneStart", values: { text: "5599" } });
    expect(noMatchReason("maria.lop")).toEqual({ key: "noEmailStart", values: { text: "maria.lop" } });
  });

  it("leaves ordinary words to the commands", () => {
    expect(noMatchReason("usuarios")).toBeNull();
    expect(noMatchReason("55")).toBeNull();
  });
});
