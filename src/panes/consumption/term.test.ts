import { describe, expect, it } from "vitest";
import { classifyTerm, normalizeSearch, searchFromParams } from "./term";

describe("subscriber search terms", () => {
  it("tells e-mails, phones and other text apart, complete or partial", () => {
    expect(classifyTerm(" maria.lopez@correo.test ")).toEqual({
      kind: "email",
      value: "maria.lopez@correo.test",
      complete: true,
    });
    expect(classifyTerm("maria@")).toMatchObject({ kind: "email", complete: false });
    expect(classifyTerm("+52 55 8765 4321")).toMatchObject({
      kind: "phone",
      digits: "5587654321",
      complete: true,
    });
    expect(classifyTerm("55 87")).toMatchObject({ kind: "phone", digits: "5587", complete: false });
    expect(classifyTerm("usuarios")).toEqual({ kind: "text", value: "usuarios" });
    expect(classifyTerm("---")).toEqual({ kind: "text", value: "---" });
  });

  it("keeps one form of a search in the pane's params, leaving invalid input for the server to refuse", () => {
    expect(normalizeSearch("email", "  Maria.Lopez@Correo.test ")).toEqual({
      by: "email",
      q: "maria.lopez@correo.test",
    });
    expect(normalizeSearch("telcel", "+52 1 55 8765 4321")).toEqual({ by: "telcel", q: "5587654321" });
    expect(normalizeSearch("telmex", "12-34")).toEqual({ by: "telmex", q: "12-34" });
  });

  it("reads the search back from params, defaulting the kind to e-mail", () => {
    expect(searchFromParams({})).toBeNull();
    expect(searchFromParams({ by: "telmex", q: " " })).toBeNull();
    expect(searchFromParams({ by: "telmex", q: "5512345678" })).toEqual({ by: "telmex", q: "5512345678" });
    expect(searchFromParams({ by: "fax", q: "a@b.mx" })).toEqual({ by: "email", q: "a@b.mx" });
  });
});
