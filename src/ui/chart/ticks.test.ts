import { describe, expect, it } from "vitest";
import { timeTickFormatter } from "./ticks";

describe("time axis labels", () => {
  it("shows times of day with the date on the first tick and at midnight, dates for daily steps", () => {
    const at = (iso: string) => new Date(iso).getTime() / 1000;
    const local = (h: number) => at(new Date(2026, 10, 14, h, 0).toISOString());
    const hourly = timeTickFormatter("es")([local(22), local(23), local(24)], 3600);
    expect(hourly[0]).toContain("\n");
    expect(hourly[1]).toBe("23:00");
    expect(hourly[2]).toMatch(/^00:00\n15 nov/);
    expect(timeTickFormatter("en")([local(0)], 86_400)).toEqual(["Nov 14"]);
  });
});
