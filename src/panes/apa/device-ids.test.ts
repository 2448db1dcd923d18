import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import {
  addTags,
  deviceTally,
  deviceTallyText,
  malformedNote,
  pastedDeviceIds,
  splitDeviceIds,
} from "./device-ids";

describe("device ids pasted", () => {
  it("splits on spaces, commas, semicolons and lines, once each, lower-cased", () => {
    expect(splitDeviceIds("web-00001, WEB-00002;\nstb-00003  web-00001")).toEqual([
      "web-00001",
      "web-00002",
      "stb-00003",
    ]);
  });

  it("recognises a paste of device ids when most tokens are ids, naming the malformed ones", () => {
    expect(pastedDeviceIds("tv-00042")).toEqual({ ids: ["tv-00042"], malformed: [] });
    expect(pastedDeviceIds("tv-00042 watch-00001")).toEqual({
      ids: ["tv-00042", "watch-00001"],
      malformed: [],
    });
    expect(pastedDeviceIds("tv-00042 hola")).toBeUndefined();
    expect(pastedDeviceIds("publicar")).toBeUndefined();
    const pasted = Array.from({ length: 499 }, (_, i) => `web-${String(i + 1).padStart(5, "0")}`);
    const found = pastedDeviceIds([...pasted.slice(0, 250), "web-0x1", ...pasted.slice(250)].join("\n"));
    expect(found?.ids).toHaveLength(499);
    expect(found?.malformed).toEqual(["web-0x1"]);
  });

  it("names the malformed ids, the first five and how many more", () => {
    const t = i18n.getFixedT("es");
    expect(malformedNote(t, [])).toBeUndefined();
    expect(malformedNote(t, ["web-0x1"])).toBe("Id mal formado, no incluido: web-0x1");
    expect(malformedNote(t, ["a", "b", "c", "d", "e", "f", "g"])).toBe(
      "7 ids mal formados, no incluidos: a, b, c, d, e (+2)",
    );
  });

  it("keeps at most 500 tags and says how many were left out", () => {
    const text = Array.from({ length: 510 }, (_, i) => `web-${String(i + 1).padStart(5, "0")}`).join(" ");
    const { tags, dropped } = addTags(["tv-00001"], text);
    expect(tags).toHaveLength(500);
    expect(tags[0]).toBe("tv-00001");
    expect(dropped).toBe(11);
  });

  it("counts the validation's verdicts on the ids listed now, adding up to them, in plural forms", () => {
    const unknown = new Set(["web-9", "web-8"]);
    expect(deviceTally(["web-1", "web-9"], null)).toBeUndefined();
    // web-8 was found unknown and then removed: it is no longer counted.
    const tally = deviceTally(["web-1", "web-2", "web-9"], unknown);
    expect(tally).toEqual({ valid: 2, invalid: 1 });
    expect(deviceTallyText(i18n.getFixedT("es"), tally ?? { valid: 0, invalid: 0 })).toBe(
      "2 válidos, 1 no válido",
    );
    expect(deviceTallyText(i18n.getFixedT("en"), { valid: 1, invalid: 0 })).toBe("1 valid, 0 invalid");
  });
});
