// `npm run export` / `npm run purge`: the company's maintenance commands (server/cli.ts) on the
// same DATA_DIR / DATABASE_URL as the server.
//
//   npm run --silent export -- --type contacts|leads|offers|newsletter --format csv|json [--since YYYY-MM-DD] > file
//   npm run purge
//
// (`--silent` keeps npm's "> solarclean-website@… export" banner out of the file.)
//
// server/cli.ts is bundled with esbuild (a dev dependency) to node_modules/.cache/solarclean/cli.mjs
// (again only when one of its source files changed) and run with the given arguments; without
// esbuild (a production install) build/cli.mjs is run if present.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules/.cache/solarclean");
const bundled = path.join(cacheDir, "cli.mjs");
const prebuilt = path.join(root, "build/cli.mjs");

/** The bundle of an earlier run, when none of its source files changed since. */
function upToDate() {
  try {
    const built = statSync(bundled).mtimeMs;
    const inputs = JSON.parse(readFileSync(`${bundled}.inputs.json`, "utf8"));
    return inputs.every((file) => statSync(path.join(root, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

async function bundle() {
  if (upToDate()) return bundled;
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return undefined;
  }
  const result = await esbuild.build({
    entryPoints: [path.join(root, "server/cli.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    metafile: true,
    absWorkingDir: root,
    logLevel: "warning",
    outfile: bundled,
  });
  mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: two commands started at once never run half a file.
  const temp = `${bundled}.${process.pid}.tmp`;
  writeFileSync(temp, result.outputFiles[0].contents);
  renameSync(temp, bundled);
  writeFileSync(temp, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(temp, `${bundled}.inputs.json`);
  return bundled;
}

const entry = (await bundle()) ?? (existsSync(prebuilt) ? prebuilt : undefined);
if (!entry) {
  console.error("Cannot run the command: esbuild is not installed (run `npm install`) and there is no build/cli.mjs.");
  process.exit(1);
}
const { status, signal } = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  stdio: "inherit",
  cwd: process.cwd(),
});
process.exit(status ?? (signal ? 1 : 0));
