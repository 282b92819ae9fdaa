import { companyFromEnv } from "./company";
import { createAssistant } from "../assistant";
import { evaluate, percentile } from "./evaluate";

/** `npm run eval:assistant`: the evaluation report per language (add --verbose for every failure). */
const verbose = process.argv.includes("--verbose");
const memoryBefore = process.memoryUsage().heapUsed;
const assistant = createAssistant({ company: companyFromEnv() });
const memoryMb = (process.memoryUsage().heapUsed - memoryBefore) / 1024 / 1024;
const reports = evaluate(assistant);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `index: ${JSON.stringify(assistant.stats.passages)} passages, built in ${assistant.stats.buildMs} ms, heap +${memoryMb.toFixed(1)} MB`,
);
console.log(
  "lang  right            answerable handed over  out-of-scope handed over  invented numbers  median / p95 ms",
);
for (const r of reports) {
  console.log(
    `${r.lang}    ${`${r.right}/${r.answerable} ${pct(r.rightShare)}`.padEnd(17)}${`${r.handedOver}/${r.answerable}`.padEnd(24)}${`${r.outOfScopeHandedOver}/${r.outOfScope}`.padEnd(26)}${String(r.invented).padEnd(18)}${percentile(r.timesMs, 50).toFixed(2)} / ${percentile(r.timesMs, 95).toFixed(2)}`,
  );
  if (verbose)
    for (const f of r.failures)
      console.log(`  ✗ ${f.question}  missing ${f.missing.join(", ")}\n    ${f.reply.replace(/\n/g, "\n    ")}`);
}
const failed = reports.some((r) => r.rightShare < 0.9 || r.outOfScopeHandedOver < r.outOfScope || r.invented > 0);
process.exitCode = failed ? 1 : 0;
