import { describe, expect, it } from "vitest";
import { allowedStep, checkRoute } from "./redirect";

describe("product wizard route check", () => {
  it("defaults to step 1 and accepts a new plan there", () => {
    expect(checkRoute(undefined, "0")).toEqual({ type: "ok", step: 1 });
    expect(checkRoute("1", undefined)).toEqual({ type: "ok", step: 1 });
  });
  it("sends a step above 1 of plan 0 to the list", () => {
    expect(checkRoute("2", "0")).toEqual({ type: "list" });
  });
  it("refuses a step above 1 without an id", () => {
    expect(checkRoute("3", undefined)).toEqual({ type: "missingId" });
    expect(checkRoute("3", "")).toEqual({ type: "missingId" });
  });
  it("refuses what is not a step of the wizard", () => {
    for (const raw of ["0", "8", "x", "1.5", "-1"])
      expect(checkRoute(raw, "4")).toEqual({ type: "wrongStep" });
  });
  it("accepts a step of a saved plan", () => {
    expect(checkRoute("7", "12")).toEqual({ type: "ok", step: 7 });
  });
});

describe("first unsaved step redirect", () => {
  it("allows up to the last saved step plus one", () => {
    expect(allowedStep(2, { planSaved: 1 })).toBe(2);
    expect(allowedStep(1, { planSaved: 3 })).toBe(1);
  });
  it("sends a step beyond it to the first unsaved step", () => {
    expect(allowedStep(3, { planSaved: 1 })).toBe(2);
    expect(allowedStep(6, { planSaved: 1 })).toBe(2);
  });
  it("starts a new rate at step 4 only on a published plan", () => {
    expect(allowedStep(4, { planSaved: 3 })).toBe(4);
    expect(allowedStep(5, { planSaved: 3 })).toBe(4);
    expect(allowedStep(4, { planSaved: 2 })).toBe(3);
  });
  it("reads a rate's own progress for steps 4 to 7", () => {
    expect(allowedStep(6, { planSaved: 3, rateSaved: 5, rateState: "draft" })).toBe(6);
    expect(allowedStep(7, { planSaved: 3, rateSaved: 5, rateState: "draft" })).toBe(6);
    expect(allowedStep(7, { planSaved: 3, rateSaved: 5, rateState: "uat" })).toBe(7);
    expect(allowedStep(5, { planSaved: 3, rateSaved: 4 })).toBe(5);
    expect(allowedStep(6, { planSaved: 3, rateSaved: 4 })).toBe(5);
  });
});
