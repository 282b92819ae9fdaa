import { languages } from "#app/lib/i18n";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { createAssistant } from "../assistant";
import { blindRounds, evaluateHalf, loadBlindSets, type HalfReport } from "./blind-set";
import { evaluate, percentile } from "./evaluate";

/**
 * `npm run eval:assistant`: per language, right / handed over / wrong on each blind round's tuning
 * half and test half, and on the old set. `--verbose` adds every miss of the tuning halves
 * (`--round first|second` for one round only); the test halves' misses are never printed, so
 * nobody tunes on them.
 */
const verbose = process.argv.includes("--verbose");
const roundArg = process.argv.indexOf("--round");
const verboseRounds = roundArg >= 0 ? [process.argv[roundArg + 1]] : blindRounds;
const memoryBefore = process.memoryUsage().heapUsed;
const assistant = createAssistant({ company: publicCompany(parseEnv(process.env)) });
const memoryMb = (process.memoryUsage().heapUsed - memoryBefore) / 1024 / 1024;
const blind = loadBlindSets();
const old = evaluate(assistant);
const pct = (part: number, whole: number) => `${part}/${whole} ${((part / Math.max(whole, 1)) * 100).toFixed(0)} %`;
const cell = (r: HalfReport) =>
  `${pct(r.right, r.answerable).padEnd(11)} right, ${String(r.handover).padStart(2)} handed over, ${String(r.wrong).padStart(2)} wrong, out of scope ${r.outOfScopeHandedOver}/${r.outOfScope}`;

console.log(
  `index: ${JSON.stringify(assistant.stats.passages)} passages, built in ${assistant.stats.buildMs} ms, heap +${memoryMb.toFixed(1)} MB`,
);
const times: number[] = [];
const totals = new Map<string, { right: number; answerable: number; wrong: number; asked: number }>();
for (const lang of languages) {
  console.log("");
  for (const round of blindRounds) {
    for (const half of ["tuning", "test"] as const) {
      const report = evaluateHalf(assistant, blind[round][lang], half);
      times.push(...report.results.map((r) => r.ms));
      const key = `${round} ${half}`;
      const total = totals.get(key) ?? { right: 0, answerable: 0, wrong: 0, asked: 0 };
      total.right += report.right;
      total.answerable += report.answerable;
      total.wrong += report.wrong;
      total.asked += report.answerable + report.outOfScope;
      totals.set(key, total);
      console.log(`${lang}  ${`${round} round, ${half} half:`.padEnd(26)} ${cell(report)}`);
      if (verbose && half === "tuning" && verboseRounds.includes(round)) {
        for (const r of report.results.filter((result) => result.verdict !== "right")) {
          console.log(
            `  ✗ [${r.verdict}/${r.answerKind}] ${r.id} ${r.question}  missing ${r.missing.join(" ; ")}${r.unexplained?.length ? `  uncovered ${r.unexplained.join(",")}` : ""}\n    ${r.reply.replace(/\n/g, "\n    ")}`,
          );
        }
      }
    }
  }
  const o = old.find((r) => r.lang === lang)!;
  console.log(
    `${lang}  ${"old set:".padEnd(26)} ${pct(o.right, o.answerable).padEnd(11)} right, ${String(o.handedOver).padStart(2)} handed over, ${String(o.answerable - o.right - o.handedOver).padStart(2)} wrong, out of scope ${o.outOfScopeHandedOver}/${o.outOfScope}`,
  );
}
console.log("\nall languages:");
for (const [key, t] of totals)
  console.log(
    `  ${key.padEnd(13)} ${pct(t.right, t.answerable)} right, ${t.wrong} wrong of ${t.asked} asked (${((t.wrong / t.asked) * 100).toFixed(0)} %)`,
  );
console.log(`\nanswer time p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
process.exitCode = 0;
