import { describe, expect, it } from "vitest";
import { IDLE_LOGOUT_MS, IDLE_WARNING_MS, idlePhase } from "./idle";

describe("idlePhase", () => {
  it("stays active until 420 s of inactivity", () => {
    expect(idlePhase(0, IDLE_WARNING_MS - 1)).toEqual({ phase: "active" });
  });

  it("warns with the seconds left during the following 180 s", () => {
    expect(idlePhase(0, IDLE_WARNING_MS)).toEqual({ phase: "warning", secondsLeft: 180 });
    expect(idlePhase(0, IDLE_WARNING_MS + 179_500)).toEqual({ phase: "warning", secondsLeft: 1 });
  });

  it("expires 600 s after the last activity", () => {
    expect(idlePhase(0, IDLE_WARNING_MS + IDLE_LOGOUT_MS)).toEqual({ phase: "expired" });
  });
});
