import { describe, expect, it } from "vitest";
import { appendIdTags } from "../../../ui/inputs/id-tags";
import { afterAdd } from "./tags";

describe("content id tags (spec 2 §5)", () => {
  it("after adding, keeps only the invalid and the refused tags, the refused now flagged", () => {
    const { tags } = appendIdTags([], ["1", "2", "x", "3"]);
    expect(afterAdd(tags, [3])).toEqual([
      { text: "x", invalid: true },
      { text: "3", invalid: true },
    ]);
  });
});
