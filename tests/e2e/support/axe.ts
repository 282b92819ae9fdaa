import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** WCAG 2.2 AA as DESIGN "Tests and checks" asks. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable block per violated rule: id, impact, help, and each failing element with axe's summary. */
export function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}\n      ${n.html}`,
        )
        .join("\n");
      return `[${v.id}] (${v.impact ?? "n/a"}) ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

/**
 * Runs axe on the page as it is now and fails the test with a readable list of
 * violations. The failure is soft: the test goes on, so its other checks still report.
 */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // Only violations are reported in full; skipping the details of passing checks keeps each run shorter.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  if (results.violations.length > 0) {
    await testInfo.attach("axe-violations.json", {
      body: JSON.stringify(results.violations, null, 2),
      contentType: "application/json",
    });
  }
  // Compared as text so that a failure prints the readable list rather than a JSON diff.
  expect.soft(formatViolations(results.violations), `axe violations on ${page.url()}`).toBe("");
}
