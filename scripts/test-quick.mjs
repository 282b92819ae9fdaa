// `npm run test:quick`: the answer in under a minute while you work: typecheck, lint and the
// Vitest project "unit" (logic, content, components; no database server, no browser, no build),
// side by side. `npm test` runs these and everything else.
import { runStages } from "./test-steps.mjs";

const started = Date.now();
const outcome = await runStages([
  [
    { name: "typecheck", command: "npm", args: ["run", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "lint"] },
    { name: "unit tests", command: "npx", args: ["vitest", "run", "--project", "unit", "--reporter=minimal"] },
  ],
]);
const took = Math.round((Date.now() - started) / 1000);
if (!outcome.ok) {
  console.log(`\ntest:quick failed at step "${outcome.step}" (${took} s).`);
  process.exit(outcome.status);
}
console.log(`\nQuick checks passed in ${took} s (the full suite: npm test).`);
