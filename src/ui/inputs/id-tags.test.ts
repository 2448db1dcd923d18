import { describe, expect, it } from "vitest";
import { appendIdTags, ID_TAG_MAX, isIdTag, markRefused, splitIdText, validTagIds } from "./id-tags";

describe("id tags", () => {
  it("accepts digits only", () => {
    expect(isIdTag("1042")).toBe(true);
    expect(["12a", "-3", "1.5", "0", ""].map(isIdTag)).toEqual([false, false, false, false, false]);
  });

  it("keeps invalid tags, flagged, and skips duplicates", () => {
    const { tags } = appendIdTags([], splitIdText("10, 11;abc 10\n12"));
    expect(tags).toEqual([
      { text: "10", invalid: false },
      { text: "11", invalid: false },
      { text: "abc", invalid: true },
      { text: "12", invalid: false },
    ]);
    expect(validTagIds(tags)).toEqual([10, 11, 12]);
  });

  it("stops at 500 tags and counts the rest", () => {
    const texts = Array.from({ length: ID_TAG_MAX + 3 }, (_, i) => String(i + 1));
    const { tags, overflow } = appendIdTags([], texts);
    expect(tags).toHaveLength(ID_TAG_MAX);
    expect(overflow).toBe(3);
  });

  it("marks ids the server refused invalid in place", () => {
    const { tags } = appendIdTags([], ["1", "2", "3"]);
    expect(markRefused(tags, [2]).map((tag) => tag.invalid)).toEqual([false, true, false]);
  });
});
