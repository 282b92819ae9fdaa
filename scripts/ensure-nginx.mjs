// nginx for the proxy tests and the static-serving benchmark (DESIGN "Tests and checks": install
// what is missing when the machine allows it, otherwise fail with a message that says what to
// install; never skip silently).
//
//   node scripts/ensure-nginx.mjs     prints the nginx binary and whether it serves .br files
//   ensureNginx()                     the same, for a test's set-up or a script
//
// - NGINX_PATH set: that binary is used as it is.
// - Otherwise /usr/sbin/nginx; when missing, as root with apt-get: `apt-get install -y nginx-light`
//   (falling back to `nginx`). Debian's policy-rc.d on build machines keeps the package from
//   starting a system-wide daemon; the tests run their own nginx in the foreground with a config
//   and prefix in a temp folder.
// - Brotli: Debian ships `libnginx-mod-http-brotli-static` (serves the build's .br siblings like
//   gzip_static serves .gz). We try to install it too; without it the benchmark compares brotli
//   clients of the app against gzip from nginx and says so.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const DEFAULT_PATH = "/usr/sbin/nginx";
const MODULE_DIR = "/usr/lib/nginx/modules";
const BROTLI_STATIC_MODULE = "ngx_http_brotli_static_module.so";

function log(message) {
  process.stderr.write(`[ensure-nginx] ${message}\n`);
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
      env,
      stdio: ["ignore", 2, 2],
    });
  let result = install();
  if (result.error?.code === "ENOENT") return false;
  if (result.status !== 0) {
    log("apt-get install failed; running apt-get update and trying again");
    spawnSync("apt-get", ["update"], { env, stdio: ["ignore", 2, 2] });
    result = install();
  }
  return result.status === 0;
}

const hint =
  "The proxy tests and `npm run bench:static` need nginx, which is missing.\n" +
  "Install Debian's package as root:  apt-get install -y nginx-light libnginx-mod-http-brotli-static\n" +
  "or point NGINX_PATH to an nginx binary.";

/** The brotli_static module's file when installed, for a `load_module` line. */
export function brotliStaticModule() {
  const file = path.join(MODULE_DIR, BROTLI_STATIC_MODULE);
  return existsSync(file) ? file : undefined;
}

/**
 * Makes sure nginx is installed; returns its binary, version and the brotli_static module (if any).
 * Throws with what to install when it cannot.
 */
export function ensureNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`NGINX_PATH=${fromEnv} is not an executable.`);
    return describe(fromEnv);
  }
  if (!isExecutable(DEFAULT_PATH)) {
    if (!isRoot()) throw new Error(hint);
    log("nginx not found: installing Debian's nginx-light (apt-get install -y nginx-light)");
    if (!aptInstall(["nginx-light"]) && !aptInstall(["nginx"])) {
      throw new Error(`Installing nginx with apt-get did not work.\n${hint}`);
    }
    if (!isExecutable(DEFAULT_PATH))
      throw new Error(`apt-get installed nginx but ${DEFAULT_PATH} is missing.\n${hint}`);
  }
  if (!brotliStaticModule() && isRoot() && !process.env.NGINX_NO_BROTLI_INSTALL) {
    log("installing Debian's libnginx-mod-http-brotli-static (optional: nginx serving .br files)");
    if (!aptInstall(["libnginx-mod-http-brotli-static"])) log("could not install it; nginx will serve .gz only");
  }
  return describe(DEFAULT_PATH);
}

function describe(binary) {
  const result = spawnSync(binary, ["-v"], { encoding: "utf8" });
  if (result.error || result.status !== 0) throw new Error(`${binary} -v did not run.\n${hint}`);
  const version = (result.stderr || result.stdout).trim().replace(/^nginx version:\s*/, "");
  const modules = existsSync(MODULE_DIR) ? readdirSync(MODULE_DIR) : [];
  return { binary, version, brotliStaticModule: brotliStaticModule(), modules };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const nginx = ensureNginx();
    console.log(`${nginx.binary} (${nginx.version}); brotli_static: ${nginx.brotliStaticModule ?? "not installed"}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
