import { describe, expect, it } from "vitest";
import { RULE_NAMES } from "../../../contract/products/rules";
import { ruleShown, ruleValue, tenantWording, visibleRules } from "./tenant";

describe("tenant rules (spec 3 §1)", () => {
  it("music shows only AllowDownload and AllowPreview", () => {
    expect(RULE_NAMES.filter((rule) => ruleShown("music", rule))).toEqual(["AllowPreview", "AllowDownload"]);
  });
  it("video shows every rule but AllowPreview", () => {
    expect(RULE_NAMES.filter((rule) => ruleShown("video", rule))).toEqual(
      RULE_NAMES.filter((rule) => rule !== "AllowPreview"),
    );
  });
  it("reads S or 1 as on", () => {
    expect(["S", "1", 1, "N", "0", 0, null].map(ruleValue)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(
      visibleRules("music", [
        { name: "AllowUpsell", value: "S" },
        { name: "AllowDownload", value: "S" },
      ]),
    ).toEqual([
      { name: "AllowPreview", on: false },
      { name: "AllowDownload", on: true },
    ]);
  });
  it("words the list by tenant", () => {
    expect([tenantWording("music"), tenantWording("video"), tenantWording("drive")]).toEqual([
      "music",
      "video",
      "video",
    ]);
  });
});
