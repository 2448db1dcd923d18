import { describe, expect, it } from "vitest";
import { afterAdd, appendTags, splitTags, validIds } from "./tags";

describe("content id tags (spec 2 §5)", () => {
  it("splits pasted text on spaces, commas, semicolons and lines", () => {
    expect(splitTags("1000001, 1000002;1000003\n 1000004\tabc")).toEqual([
      "1000001",
      "1000002",
      "1000003",
      "1000004",
      "abc",
    ]);
  });

  it("keeps invalid tags flagged, skips duplicates and stops at 500", () => {
    const { tags } = appendTags([], ["12", "x1", "12", "0", "-3", "7.5"]);
    expect(tags).toEqual([
      { text: "12", invalid: false },
      { text: "x1", invalid: true },
      { text: "0", invalid: true },
      { text: "-3", invalid: true },
      { text: "7.5", invalid: true },
    ]);
    const many = Array.from({ length: 520 }, (_, i) => String(i + 1));
    const result = appendTags(tags, many);
    expect(result.tags).toHaveLength(500);
    expect(result.overflow).toBe(520 - (500 - tags.length) - 1);
    expect(validIds(result.tags).slice(0, 3)).toEqual([12, 1, 2]);
  });

  it("after adding, keeps only the invalid and the refused tags, the refused now flagged", () => {
    const { tags } = appendTags([], ["1", "2", "x", "3"]);
    expect(afterAdd(tags, [3])).toEqual([
      { text: "x", invalid: true },
      { text: "3", invalid: true },
    ]);
  });
});
