import { describe, expect, it } from "vitest";
import { allMailsValid, mailStatus } from "./mail-status";

describe("e-mail status (spec 3 §4)", () => {
  it("is publish with a publish date, draft without, disassociated when the lookup fails", () => {
    expect(mailStatus({ ok: true, mail: { publication_date: "2026-01-01" } })).toBe("publish");
    expect(mailStatus({ ok: true, mail: { publication_date: null } })).toBe("draft");
    expect(mailStatus({ ok: false })).toBe("disassociated");
  });
  it("counts every e-mail valid only when all are published", () => {
    expect(allMailsValid(["publish", "publish"])).toBe(true);
    expect(allMailsValid(["publish", "draft"])).toBe(false);
    expect(allMailsValid([])).toBe(false);
  });
});
