// Prints one closing "N passed, N failed" line totalled over every runner's JSON report (vitest, Playwright).
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = "test-results/vitest.json";
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const playwright = "test-results/playwright.json";
if (existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, "utf8"));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
