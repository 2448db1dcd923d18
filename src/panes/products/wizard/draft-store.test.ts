// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, type DraftAddress, draftKey, readDraft, wizardIdOf, writeDraft } from "./draft-store";

const address: DraftAddress = { userId: 7, wizard: "product", wizardId: "plan:12", step: 4 };

describe("wizard draft store", () => {
  beforeEach(() => localStorage.clear());

  it("gives back what was kept for the same user, wizard, id and step", () => {
    writeDraft(address, { price: "10,50" }, 1000);
    expect(readDraft(address)).toEqual({ values: { price: "10,50" }, savedAt: 1000 });
  });

  it("keeps each user, wizard, id and step apart", () => {
    writeDraft(address, { price: "1" });
    expect(readDraft({ ...address, userId: 8 })).toBeNull();
    expect(readDraft({ ...address, wizard: "rate" })).toBeNull();
    expect(readDraft({ ...address, wizardId: "plan:13" })).toBeNull();
    expect(readDraft({ ...address, step: 5 })).toBeNull();
  });

  it("forgets a draft once cleared", () => {
    writeDraft(address, { price: "1" });
    clearDraft(address);
    expect(readDraft(address)).toBeNull();
    expect(localStorage.getItem(draftKey(address))).toBeNull();
  });

  it("reads a corrupt entry as no draft", () => {
    localStorage.setItem(draftKey(address), "{not json");
    expect(readDraft(address)).toBeNull();
    localStorage.setItem(draftKey(address), "42");
    expect(readDraft(address)).toBeNull();
  });

  it("says when the browser refuses to keep it", () => {
    const spy = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeDraft(address, { price: "1" })).toBe(false);
    spy.mockRestore();
  });

  it("names the wizard by its plan, rate, region and user", () => {
    expect(wizardIdOf({ id: "12" })).toBe("plan:12");
    expect(wizardIdOf({})).toBe("plan:0");
    expect(wizardIdOf({ id: "12", rate_id: "40", region_id: "3" })).toBe("plan:12/rate:40/region:3");
  });
});
