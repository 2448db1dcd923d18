import { describe, expect, it } from "vitest";
import { directorySearch, nameKey } from "./agu";

describe("directorySearch: what a directory search means", () => {
  it("reads e-mails, hashes, phones and names when asked to detect", () => {
    expect(directorySearch(" Maria.Lopez@Correo.test ")).toEqual({
      kind: "email",
      value: "maria.lopez@correo.test",
      exact: true,
      tooShort: false,
    });
    expect(directorySearch("9F1C2A7E4B8D4C0FA3E5D6B7C8A9F001")).toMatchObject({ kind: "hash", exact: true });
    expect(directorySearch("+52 1 (55) 1234-5678")).toMatchObject({
      kind: "phone",
      value: "5512345678",
      exact: true,
    });
    expect(directorySearch("044 55 12")).toMatchObject({
      kind: "phone",
      value: "5512",
      exact: false,
      tooShort: false,
    });
    expect(directorySearch("María  LÓPEZ")).toMatchObject({ kind: "name", value: "maria lopez" });
    expect(directorySearch("   ")).toEqual({ kind: "none" });
  });

  it("obeys the kind chosen and flags terms below its minimum", () => {
    expect(directorySearch("abe", "hash")).toMatchObject({ kind: "hash", tooShort: true });
    expect(directorySearch("abcdef", "hash")).toMatchObject({ kind: "hash", tooShort: false });
    expect(directorySearch("abcdef")).toMatchObject({ kind: "name" });
    expect(directorySearch("551", "phone")).toMatchObject({ kind: "phone", tooShort: true });
    expect(directorySearch("ma")).toMatchObject({ kind: "name", tooShort: true });
    expect(directorySearch("mar", "email")).toMatchObject({ kind: "email", exact: false, tooShort: false });
  });

  it("keys names without accents, case or extra spaces", () => {
    expect(nameKey("  Ñandú   Pérez ")).toBe("nandu perez");
  });
});
