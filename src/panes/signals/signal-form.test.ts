import { describe, expect, it } from "vitest";
import { initialSignalForm, signalFormSchema, signalPayload } from "./signal-form";

const form = (start: string, end: string) => ({
  ...initialSignalForm(undefined, 1_800_000_000),
  title: "Final",
  group_id: "1",
  liveref: "live-1",
  node_name: "nodo-1",
  bss_code: "PW-LMX-001",
  start_date: start,
  end_date: end,
});

const issues = (start: string, end: string) => {
  const parsed = signalFormSchema.safeParse(form(start, end));
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the signal form's dates (spec 2 §5)", () => {
  it("refuses equal dates on the end date", () => {
    expect(issues("2026-12-01T20:00", "2026-12-01T20:00")).toEqual([["end_date", "signals.form.datesEqual"]]);
  });

  it("refuses a start after the end on both dates", () => {
    expect(issues("2026-12-01T22:00", "2026-12-01T20:00")).toEqual([
      ["start_date", "signals.form.startBeforeEnd"],
      ["end_date", "signals.form.endAfterStart"],
    ]);
  });

  it("sends the local dates as epoch seconds", () => {
    const parsed = signalFormSchema.parse(form("2026-12-01T20:00", "2026-12-01T22:00"));
    const payload = signalPayload(parsed);
    expect(Number(payload.end_date) - Number(payload.start_date)).toBe(7_200);
    expect(payload.start_date).toBe(new Date(2026, 11, 1, 20, 0).getTime() / 1000);
  });
});
