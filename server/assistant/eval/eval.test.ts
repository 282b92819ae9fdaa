import { describe, expect, it } from "vitest";
import { createAssistant } from "../assistant";
import { companyFromEnv } from "./company";
import { evaluate } from "./evaluate";
import { evalSets } from "./questions";

const reports = evaluate(createAssistant({ company: companyFromEnv({}) }));

describe("assistant evaluation set", () => {
  it("has at least 25 questions per language and out-of-scope questions", () => {
    for (const set of Object.values(evalSets)) {
      expect(set.answerable.length).toBeGreaterThanOrEqual(25);
      expect(set.handover.length).toBeGreaterThanOrEqual(5);
    }
  });

  for (const report of reports) {
    describe(report.lang, () => {
      it("answers at least 90 % of the questions with every expected fact", () => {
        expect(report.rightShare, JSON.stringify(report.failures, null, 1)).toBeGreaterThanOrEqual(0.9);
      });
      it("hands every out-of-scope question to a person", () => {
        expect(report.outOfScopeHandedOver).toBe(report.outOfScope);
      });
      it("states no number its grounding does not contain", () => {
        expect(report.invented).toBe(0);
      });
    });
  }
});
