import { describe, expect, it } from "vitest";
import { CLONE_JOB_THRESHOLD } from "../../../contract/products/clone-job";
import { clonesAsJob } from "./clone-mode";

describe("clone as a job", () => {
  it("clones up to the threshold at once and above it as a job", () => {
    expect(CLONE_JOB_THRESHOLD).toBe(50);
    expect(clonesAsJob(1)).toBe(false);
    expect(clonesAsJob(50)).toBe(false);
    expect(clonesAsJob(51)).toBe(true);
    expect(clonesAsJob(500)).toBe(true);
  });
});
