import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

// The accessibility bar every screen and overlay is held to (issue 11 item 9): axe-core finds no serious
// or critical problem, the page has one h1, and landmarks have names of their own. Use it in any spec:
//   await expectAccessible(page, "users list with the create dialog open");

/** Rules held to whatever their impact: one h1, and unique landmark names (one per pane). */
const ALWAYS = new Set(["page-has-heading-one", "landmark-unique", "landmark-no-duplicate-main"]);

export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/** Every rule axe has, experimental and AAA ones included: nothing is left out of the bar by choice. */
const EVERY_RULE = axe.getRules().map((rule) => rule.ruleId);

/**
 * What axe finds now that breaks the bar, with every rule enabled. `within` limits the scan to part of the
 * page (a selector), e.g. "main" for one screen after the shell was scanned once: axe takes seconds a page
 * on a busy machine.
 */
export async function accessibilityFindings(page: Page, within?: string): Promise<Finding[]> {
  // Only violations are gathered in full: on a large page (the product list, plans open) collecting every
  // passing node is most of axe's time, and nothing here reads them.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withRules(EVERY_RULE);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === "serious" || violation.impact === "critical" || ALWAYS.has(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

export async function expectAccessible(page: Page, state: string, within?: string): Promise<void> {
  const findings = await accessibilityFindings(page, within);
  const report = findings
    .map(
      (finding) =>
        `  ${finding.rule} (${finding.impact}): ${finding.help}\n    ${finding.targets.join("\n    ")}`,
    )
    .join("\n");
  expect(findings, `axe on "${state}":\n${report}`).toEqual([]);
  await expect(page.locator("h1"), `one h1 on "${state}"`).toHaveCount(1);
}
