import { describe, expect, it } from "vitest";
import { languages } from "#app/lib/i18n";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { createAssistant } from "../assistant";
import { blindRounds, evaluateHalf, loadBlindSets } from "./blind-set";
import { evaluate } from "./evaluate";
import { evalSets } from "./questions";

const assistant = createAssistant({ company: publicCompany(parseEnv({})) });
const blind = loadBlindSets();

/**
 * Floors measured on each round's test half (never tuned on): they hold what the answerer
 * reached, so a change that loses ground fails. They are below the targets the project aims
 * for (95 % right, at most 1 % wrong): see docs/decisions/072-how-the-assistant-decides.md.
 */
const TEST_HALF_FLOORS = {
  first: { minRight: 0.7, maxWrong: 0.15, outOfScopeMissed: 2 },
  second: { minRight: 0.65, maxWrong: 0.15, outOfScopeMissed: 2 },
  third: { minRight: 0.4, maxWrong: 0.25, outOfScopeMissed: 2 },
  fourth: { minRight: 0.65, maxWrong: 0.2, outOfScopeMissed: 3 },
  fifth: { minRight: 0.7, maxWrong: 0.15, outOfScopeMissed: 3 },
  sixth: { minRight: 0.7, maxWrong: 0.15, outOfScopeMissed: 4 },
  seventh: { minRight: 0.7, maxWrong: 0.2, outOfScopeMissed: 3 },
  eighth: { minRight: 0.6, maxWrong: 0.2, outOfScopeMissed: 3 },
  ninth: { minRight: 0.7, maxWrong: 0.17, outOfScopeMissed: 2 },
  tenth: { minRight: 0.75, maxWrong: 0.14, outOfScopeMissed: 2 },
  eleventh: { minRight: 0.78, maxWrong: 0.12, outOfScopeMissed: 2 },
  twelfth: { minRight: 0.75, maxWrong: 0.14, outOfScopeMissed: 2 },
  thirteenth: { minRight: 0.85, maxWrong: 0.12, outOfScopeMissed: 2 },
  fourteenth: { minRight: 0.75, maxWrong: 0.14, outOfScopeMissed: 2 },
  fifteenth: { minRight: 0.82, maxWrong: 0.12, outOfScopeMissed: 2 },
  sixteenth: { minRight: 0.65, maxWrong: 0.16, outOfScopeMissed: 2 },
  seventeenth: { minRight: 0.68, maxWrong: 0.21, outOfScopeMissed: 4 },
  eighteenth: { minRight: 0.62, maxWrong: 0.26, outOfScopeMissed: 2 },
  nineteenth: { minRight: 0.7, maxWrong: 0.2, outOfScopeMissed: 2 },
  twentieth: { minRight: 0.63, maxWrong: 0.18, outOfScopeMissed: 3 },
  "twenty-first": { minRight: 0.7, maxWrong: 0.18, outOfScopeMissed: 2 },
  "twenty-second": { minRight: 0.75, maxWrong: 0.15, outOfScopeMissed: 2 },
  "twenty-third": { minRight: 0.72, maxWrong: 0.17, outOfScopeMissed: 2 },
  "twenty-fourth": { minRight: 0.68, maxWrong: 0.17, outOfScopeMissed: 1 },
  "twenty-fifth": { minRight: 0.75, maxWrong: 0.13, outOfScopeMissed: 2 },
  "twenty-sixth": { minRight: 0.74, maxWrong: 0.16, outOfScopeMissed: 1 },
  "twenty-seventh": { minRight: 0.75, maxWrong: 0.15, outOfScopeMissed: 2 },
  "twenty-eighth": { minRight: 0.75, maxWrong: 0.12, outOfScopeMissed: 1 },
  "twenty-ninth": { minRight: 0.8, maxWrong: 0.15, outOfScopeMissed: 1 },
  thirtieth: { minRight: 0.78, maxWrong: 0.13, outOfScopeMissed: 1 },
  "thirty-first": { minRight: 0.75, maxWrong: 0.17, outOfScopeMissed: 1 },
  "thirty-second": { minRight: 0.8, maxWrong: 0.12, outOfScopeMissed: 2 },
  "thirty-third": { minRight: 0.82, maxWrong: 0.12, outOfScopeMissed: 1 },
  "thirty-fourth": { minRight: 0.75, maxWrong: 0.15, outOfScopeMissed: 2 },
  "thirty-fifth": { minRight: 0.78, maxWrong: 0.14, outOfScopeMissed: 3 },
  "thirty-sixth": { minRight: 0.82, maxWrong: 0.11, outOfScopeMissed: 2 },
  "thirty-seventh": { minRight: 0.84, maxWrong: 0.08, outOfScopeMissed: 2 },
  "thirty-eighth": { minRight: 0.83, maxWrong: 0.11, outOfScopeMissed: 3 },
  "thirty-ninth": { minRight: 0.8, maxWrong: 0.15, outOfScopeMissed: 3 },
};

describe("assistant on the blind evaluation set", () => {
  it("has at least 60 answerable and 10 out-of-scope questions per language and round, split into two halves", () => {
    for (const round of blindRounds) {
      for (const lang of languages) {
        const set = blind[round][lang];
        const items = [...set.tuning, ...set.test];
        expect(items.filter((item) => item.kind === "answerable").length).toBeGreaterThanOrEqual(60);
        expect(items.filter((item) => item.kind === "out-of-scope").length).toBeGreaterThanOrEqual(10);
        const tuningIds = new Set(set.tuning.map((item) => item.id));
        expect(set.test.some((item) => tuningIds.has(item.id))).toBe(false);
      }
    }
  });

  for (const round of blindRounds) {
    for (const lang of languages) {
      it(`${lang}: the ${round} round's test half stays at or above its floors`, () => {
        const report = evaluateHalf(assistant, blind[round][lang], "test");
        const asked = report.answerable + report.outOfScope;
        expect(report.right / report.answerable).toBeGreaterThanOrEqual(TEST_HALF_FLOORS[round].minRight);
        expect(report.wrong / asked).toBeLessThanOrEqual(TEST_HALF_FLOORS[round].maxWrong);
        expect(report.outOfScopeHandedOver).toBeGreaterThanOrEqual(
          report.outOfScope - TEST_HALF_FLOORS[round].outOfScopeMissed,
        );
      });
    }
  }
});

describe("assistant on the first (tuned) evaluation set", () => {
  const reports = evaluate(assistant);
  it("keeps at least 80 % right in every language and states no number its grounding lacks", () => {
    for (const report of reports) {
      expect(
        report.rightShare,
        `${report.lang}: ${JSON.stringify(report.failures.slice(0, 3))}`,
      ).toBeGreaterThanOrEqual(0.8);
      expect(report.invented).toBe(0);
    }
    expect(Object.keys(evalSets)).toHaveLength(4);
  });
});
