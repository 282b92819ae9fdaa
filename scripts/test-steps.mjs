// Runs the checks of `npm test` and `npm run test:quick` in stages. A stage is a list of lanes that
// run side by side; the steps of one lane run one after another. A step that runs alone prints as
// it goes; a step that runs beside others keeps its output and prints it in one block when it
// ends, so the output of parallel steps never interleaves. The first failing step stops the
// steps still running beside it, and no later stage starts.
import { spawn } from "node:child_process";

/**
 * @typedef {{ name: string; command: string; args: string[]; env?: Record<string, string> }} Step
 * @typedef {Step | Step[]} Lane
 * @typedef {{ ok: true } | { ok: false; step: string; status: number }} Outcome
 */

/** Every step still running, so a failure elsewhere or Ctrl-C can stop it and its children. */
const running = new Set();

function stop(child) {
  // Each step leads its own process group (detached), which holds its npx, Vitest workers, servers.
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

/** One step; resolves with its exit status (null when it was stopped). */
function runStep(step, { buffered, stopped }) {
  console.log(`=== ${step.name}: ${step.command} ${step.args.join(" ")}${buffered ? " (output when it ends)" : ""}`);
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    stdio: buffered ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
    env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? "0" : "1" },
  });
  running.add(child);
  const output = [];
  if (buffered) {
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on("error", (error) => {
      const message = `${step.command}: ${error.message}\n`;
      if (buffered) output.push(Buffer.from(message));
      else process.stderr.write(message);
    });
    child.on("close", (code) => {
      running.delete(child);
      if (stopped()) {
        console.log(`=== ${step.name}: stopped after ${seconds(started)} s (another step failed)`);
        return resolve(null);
      }
      if (buffered) {
        console.log(`\n--- ${step.name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${step.name}: ${code === 0 ? "ok" : "FAILED"} (${seconds(started)} s)`);
      // A step killed by a signal or never started (code null or a negative errno) counts as exit 1.
      resolve(code !== null && code >= 0 ? code : 1);
    });
  });
}

/** Runs the stages in order; the outcome names the first step that failed. */
export async function runStages(stages) {
  for (const stage of stages) {
    const lanes = stage.map((lane) => (Array.isArray(lane) ? lane : [lane]));
    const buffered = lanes.length > 1;
    /** @type {Outcome | undefined} */
    let failure;
    const stopped = () => failure !== undefined;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          if (stopped()) return;
          const status = await runStep(step, { buffered, stopped });
          if (status !== null && status !== 0 && !stopped()) {
            failure = { ok: false, step: step.name, status };
            for (const child of running) stop(child);
          }
        }
      }),
    );
    if (failure) return failure;
  }
  return { ok: true };
}
