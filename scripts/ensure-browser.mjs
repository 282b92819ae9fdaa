// Makes sure the Chromium that the Playwright e2e tests drive is installed.
// Playwright's own browser download does not work on the build machines, so the
// tests use Debian's `chromium` package (or whatever CHROMIUM_PATH points to).
//
//   found                      -> print its version, exit 0
//   missing, root with apt-get -> apt-get install chromium, verify, exit 0
//   missing otherwise          -> explain what to install, exit 1 (never skip silently)
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const DEFAULT_PATH = "/usr/bin/chromium";
const fromEnv = Boolean(process.env.CHROMIUM_PATH);
const browserPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function browserVersion(file) {
  const result = spawnSync(file, ["--version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.trim();
}

function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    fail(`\`${command} ${args.join(" ")}\` failed (exit ${result.status ?? result.signal}).`);
  }
}

function fail(reason) {
  console.error(
    [
      `ensure-browser: ${reason}`,
      "The end-to-end tests need Chromium. Install Debian's `chromium` package",
      "(as root: apt-get install chromium) or set CHROMIUM_PATH to a Chromium/Chrome executable.",
    ].join("\n"),
  );
  process.exit(1);
}

function report(file) {
  const version = browserVersion(file);
  if (!version) fail(`${file} exists but \`${file} --version\` did not run.`);
  console.log(`ensure-browser: ${version} (${file})`);
  process.exit(0);
}

if (isExecutable(browserPath)) report(browserPath);

if (fromEnv) fail(`CHROMIUM_PATH is set to ${browserPath}, which is not an executable file.`);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !hasCommand("apt-get")) {
  fail(`no Chromium at ${browserPath}, and this process cannot install it (${isRoot ? "no apt-get" : "not root"}).`);
}

console.log(`ensure-browser: no Chromium at ${browserPath}; installing Debian's chromium package.`);
run("apt-get", ["update"]);
run("apt-get", ["install", "-y", "chromium"]);
if (!isExecutable(browserPath)) fail(`apt-get installed chromium but ${browserPath} is still missing.`);
report(browserPath);
