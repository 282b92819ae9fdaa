import { languages } from "#app/lib/i18n";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { createAssistant } from "../assistant";
import { evaluateHalf, loadBlindSets, type HalfReport } from "./blind-set";
import { evaluate, percentile } from "./evaluate";

/**
 * `npm run eval:assistant`: per language, right / handed over / wrong on the blind set's tuning
 * half, its test half and the old set (add --verbose for every miss of the tuning half; the
 * test half's misses are never printed, so nobody tunes on them).
 */
const verbose = process.argv.includes("--verbose");
const memoryBefore = process.memoryUsage().heapUsed;
const assistant = createAssistant({ company: publicCompany(parseEnv(process.env)) });
const memoryMb = (process.memoryUsage().heapUsed - memoryBefore) / 1024 / 1024;
const blind = loadBlindSets();
const old = evaluate(assistant);
const pct = (part: number, whole: number) => `${part}/${whole} ${((part / Math.max(whole, 1)) * 100).toFixed(0)} %`;
const cell = (r: HalfReport) =>
  `${pct(r.right, r.answerable)} right, ${r.handover} handed over, ${r.wrong} wrong, out of scope ${r.outOfScopeHandedOver}/${r.outOfScope}`;

console.log(
  `index: ${JSON.stringify(assistant.stats.passages)} passages, built in ${assistant.stats.buildMs} ms, heap +${memoryMb.toFixed(1)} MB`,
);
const reports: { tuning: HalfReport; test: HalfReport }[] = [];
const times: number[] = [];
for (const lang of languages) {
  const tuning = evaluateHalf(assistant, blind[lang], "tuning");
  const test = evaluateHalf(assistant, blind[lang], "test");
  reports.push({ tuning, test });
  times.push(...tuning.results.map((r) => r.ms), ...test.results.map((r) => r.ms));
  const o = old.find((r) => r.lang === lang)!;
  console.log(`\n${lang}  tuning half: ${cell(tuning)}`);
  console.log(`    test half:   ${cell(test)}`);
  console.log(
    `    old set:     ${pct(o.right, o.answerable)} right, ${o.handedOver} handed over, ${o.answerable - o.right - o.handedOver} wrong, out of scope ${o.outOfScopeHandedOver}/${o.outOfScope}`,
  );
  if (process.argv.includes("--leftover")) {
    for (const r of tuning.results)
      console.log(`  ${r.verdict.padEnd(8)} ${(r.unexplained ?? []).join(",").padEnd(40)} ${r.question.slice(0, 70)}`);
  }
  if (verbose) {
    for (const r of tuning.results.filter((result) => result.verdict !== "right")) {
      console.log(
        `  ✗ [${r.verdict}] ${r.id} ${r.question}  missing ${r.missing.join(" ; ")}\n    ${r.reply.replace(/\n/g, "\n    ")}`,
      );
    }
  }
}
console.log(`\nanswer time p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
process.exitCode = 0;
