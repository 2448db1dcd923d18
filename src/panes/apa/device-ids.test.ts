import { describe, expect, it } from "vitest";
import { addTags, pastedDeviceIds, splitDeviceIds } from "./device-ids";

describe("device ids pasted", () => {
  it("splits on spaces, commas, semicolons and lines, once each, lower-cased", () => {
    expect(splitDeviceIds("web-00001, WEB-00002;\nstb-00003  web-00001")).toEqual([
      "web-00001",
      "web-00002",
      "stb-00003",
    ]);
  });

  it("recognises a paste of device ids only when every token is one", () => {
    expect(pastedDeviceIds("tv-00042")).toEqual(["tv-00042"]);
    expect(pastedDeviceIds("tv-00042 watch-00001")).toEqual(["tv-00042", "watch-00001"]);
    expect(pastedDeviceIds("tv-00042 hola")).toBeUndefined();
    expect(pastedDeviceIds("publicar")).toBeUndefined();
  });

  it("keeps at most 500 tags and says how many were left out", () => {
    const text = Array.from({ length: 510 }, (_, i) => `web-${String(i + 1).padStart(5, "0")}`).join(" ");
    const { tags, dropped } = addTags(["tv-00001"], text);
    expect(tags).toHaveLength(500);
    expect(tags[0]).toBe("tv-00001");
    expect(dropped).toBe(11);
  });
});
