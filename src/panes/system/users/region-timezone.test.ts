import { describe, expect, it } from "vitest";
import { regionTimezoneId } from "./region-timezone";

describe("create-user form's time zone", () => {
  it("takes the region's time zone by default", () => {
    const regions = [
      { region_id: 441, name: "mexico", title: "México" },
      { region_id: 748, name: "colombia", title: "Colombia" },
    ];
    const timezones = [
      { tz_id: 1, name: "UTC", title: "(GMT+00:00) UTC", utc_offset: "+00:00" },
      { tz_id: 2, name: "America/Mexico_City", title: "(GMT-06:00) Ciudad de México", utc_offset: "-06:00" },
      { tz_id: 7, name: "America/Bogota", title: "(GMT-05:00) Bogotá", utc_offset: "-05:00" },
    ];
    expect(regionTimezoneId("441", regions, timezones)).toBe("2");
    expect(regionTimezoneId("748", regions, timezones)).toBe("7");
    expect(regionTimezoneId("441", regions, undefined)).toBeUndefined();
  });
});
