// Command-line tools the tests read results with (DESIGN "Tests and checks": install what is
// missing when the machine allows it, otherwise fail with a message that says what to install;
// never skip silently).
//
//   node scripts/ensure-tools.mjs     checks (and installs) every tool below
//   ensurePdftotext()                 the same for pdftotext, from a test's set-up
//
// pdftotext (Debian's poppler-utils) reads the offer PDF back as text. As root with apt-get it
// is installed with `apt-get install -y poppler-utils`; otherwise the caller gets an error.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

function log(message) {
  process.stderr.write(`[ensure-tools] ${message}\n`);
}

function works(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  return result.error === undefined && result.status === 0;
}

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { env, stdio: ["ignore", 2, 2] });
  let result = install();
  if (result.status !== 0) {
    log("apt-get install failed; running apt-get update and trying again");
    spawnSync("apt-get", ["update"], { env, stdio: ["ignore", 2, 2] });
    result = install();
  }
  return result.status === 0;
}

/** Makes sure `pdftotext` runs; returns its path name. Throws with what to install when it cannot. */
export function ensurePdftotext() {
  if (works("pdftotext", ["-v"])) return "pdftotext";
  const hint =
    "The offer PDF tests read the PDF back with pdftotext, which is missing.\n" +
    "Install Debian's poppler-utils package as root:  apt-get install -y poppler-utils";
  if (!isRoot() || !works("apt-get", ["--version"])) throw new Error(hint);
  log("pdftotext not found: installing Debian's poppler-utils (apt-get install -y poppler-utils)");
  if (!aptInstall("poppler-utils") || !works("pdftotext", ["-v"])) {
    throw new Error(`Installing poppler-utils with apt-get did not work.\n${hint}`);
  }
  return "pdftotext";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    ensurePdftotext();
    console.log("pdftotext: ok");
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
