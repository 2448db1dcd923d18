import { describe, expect, it } from "vitest";
import { looksLikeMailId } from "./lookup";

describe("a pasted mail id", () => {
  it("is recognised in either case, with '_' or '-' between its words", () => {
    expect(looksLikeMailId("COMPRA_VIDEO_MENSUAL")).toBe(true);
    expect(looksLikeMailId(" compra_video_mensual ")).toBe(true);
    expect(looksLikeMailId("FIN-PRUEBA-2")).toBe(true);
  });

  it("leaves words, sentences and e-mails to the commands and other providers", () => {
    expect(looksLikeMailId("usuarios")).toBe(false);
    expect(looksLikeMailId("nuevo mail")).toBe(false);
    expect(looksLikeMailId("ana@example.com")).toBe(false);
    expect(looksLikeMailId("A_B")).toBe(false);
  });
});
