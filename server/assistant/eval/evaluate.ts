import { languages, type Lang } from "#app/lib/i18n";
import type { Assistant } from "../assistant";
import { inventedNumbers } from "../grounding";
import { evalSets } from "./questions";

/**
 * Runs the evaluation set through an assistant: per language, the share of answerable
 * questions answered with every expected fact, the hand-over rate (answerable questions
 * handed over, out-of-scope questions handed over) and numbers in replies that their
 * grounding does not contain. Pure apart from the clock.
 */
export interface LanguageReport {
  lang: Lang;
  answerable: number;
  right: number;
  rightShare: number;
  /** Answerable questions handed over anyway. */
  handedOver: number;
  outOfScope: number;
  outOfScopeHandedOver: number;
  invented: number;
  failures: { question: string; missing: string[]; reply: string }[];
  /** Answer times in ms, in question order. */
  timesMs: number[];
}

function pageLanguage(lang: Lang): Lang {
  return lang;
}

export function evaluate(assistant: Assistant): LanguageReport[] {
  return languages.map((lang) => {
    const set = evalSets[lang];
    const report: LanguageReport = {
      lang,
      answerable: set.answerable.length,
      right: 0,
      rightShare: 0,
      handedOver: 0,
      outOfScope: set.handover.length,
      outOfScopeHandedOver: 0,
      invented: 0,
      failures: [],
      timesMs: [],
    };
    const ask = (message: string) => {
      const started = performance.now();
      const answer = assistant.answer({ message, language: pageLanguage(lang), history: [] });
      report.timesMs.push(performance.now() - started);
      report.invented += inventedNumbers(answer.text, answer.grounding).length;
      return answer;
    };
    for (const { question, facts } of set.answerable) {
      const answer = ask(question);
      const text = answer.text.toLowerCase();
      const missing = facts.filter((fact) => !text.includes(fact.toLowerCase()));
      if (answer.outcome === "handover") report.handedOver += 1;
      if (missing.length === 0 && answer.outcome === "answered" && answer.language === lang) report.right += 1;
      else report.failures.push({ question, missing, reply: answer.text });
    }
    for (const question of set.handover) {
      const answer = ask(question);
      if (answer.outcome === "handover") report.outOfScopeHandedOver += 1;
      else report.failures.push({ question, missing: ["(hand-over)"], reply: answer.text });
    }
    report.rightShare = report.right / report.answerable;
    return report;
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
