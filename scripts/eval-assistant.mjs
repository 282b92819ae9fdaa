// `npm run eval:assistant [-- --verbose]`: the chat assistant's evaluation (server/assistant/eval):
// (`-- --model`: the same rounds with the language model of ASSISTANT_LLM_URL choosing among the answers)
// per language the share of questions answered with the right facts, the hand-over rates and
// numbers not backed by the answer's grounding; exits 1 below the floors (90 % right, every
// out-of-scope question handed over, no invented number). The TypeScript runner is bundled
// with esbuild (a dev dependency) into node_modules/.cache/solarclean and run with Node.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outfile = path.join(root, "node_modules/.cache/solarclean", `eval-assistant.${process.pid}.mjs`);
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [
    path.join(root, "server/assistant/eval", process.argv.includes("--model") ? "run-with-model.ts" : "run.ts"),
  ],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  absWorkingDir: root,
  logLevel: "warning",
  outfile,
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit", cwd: root });
const { rmSync } = await import("node:fs");
rmSync(outfile, { force: true });
process.exitCode = result.status ?? 1;
