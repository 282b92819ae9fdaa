// What the benchmark scripts share: reading numeric settings from the environment, finding a free
// port, and a scratch folder that is removed (with the server started in it) however the script ends.
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A positive whole number from an environment value, or the fallback. */
export function positiveInt(value, fallback) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A port the system reports free on `host` right now. */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A scratch folder under the system's temporary folder. On exit, SIGINT or SIGTERM the child
 * process `child()` returns (if still running) is killed and the folder removed.
 */
export function scratchFolder(prefix, child) {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanup = () => {
    const running = child();
    if (running && running.exitCode === null && running.signalCode === null) {
      try {
        running.kill("SIGKILL");
      } catch {
        /* already gone */
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.on("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      cleanup();
      process.exit(130);
    });
  }
  return folder;
}

/**
 * A copy of the production build in `folder`, with the project's package.json and node_modules,
 * ready to start. The server file gets a name of its own (`entryName`), so that scripts which stop
 * "app-server.mjs" processes by name never stop a benchmark's server. Returns the server file.
 */
export function copyBuild(buildDir, rootDir, folder, entryName) {
  cpSync(buildDir, path.join(folder, "build"), { recursive: true });
  const entry = path.join(folder, "build", entryName);
  renameSync(path.join(folder, "build/app-server.mjs"), entry);
  cpSync(path.join(rootDir, "package.json"), path.join(folder, "package.json"));
  symlinkSync(path.join(rootDir, "node_modules"), path.join(folder, "node_modules"), "dir");
  return entry;
}

let ipCounter = 0;
/** A new client address per request (10.x.y.z, sent as X-Forwarded-For), so the rate limit never stops a benchmark. */
export function nextIp() {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
