// An nginx of our own for the proxy tests and the static-serving benchmark: in the foreground
// (`daemon off`), with its config, pid, logs and temp files in a temp folder, never touching the
// machine's /etc/nginx or a system-wide daemon. Stopped with SIGQUIT (graceful) or SIGKILL.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The main config around an http {} body: everything under `prefix`, one worker by default
 * (the machine is shared), and the brotli_static module when given.
 */
export function mainConfig(httpBody, { prefix, workers = 1, modules = [] }) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return [
    ...modules.map((file) => `load_module ${file};`),
    // As root nginx would switch its workers to `nobody`, who may not read the build or write the temp folders.
    isRoot ? "user root;" : "",
    `worker_processes ${workers};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    `    access_log off;`,
    `    client_body_temp_path ${prefix}/client_body;`,
    `    proxy_temp_path ${prefix}/proxy;`,
    `    fastcgi_temp_path ${prefix}/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/uwsgi;`,
    `    scgi_temp_path ${prefix}/scgi;`,
    "    sendfile on;",
    "    tcp_nopush on;",
    "    keepalive_requests 100000;",
    httpBody,
    "}",
    "",
  ].join("\n");
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts `binary` with the config made by `makeConfig(prefix)` and waits until every port in
 * `ports` accepts connections. Rejects with nginx's own error log when it does not start.
 */
export async function startNginx({ binary, makeConfig, ports, timeoutMs = 10_000 }) {
  const prefix = mkdtempSync(path.join(tmpdir(), "solarclean-nginx-"));
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(prefix, dir));
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, makeConfig(prefix));
  const errorLog = path.join(prefix, "error.log");
  const child = spawn(binary, ["-p", prefix, "-c", configFile, "-e", errorLog, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const readLog = () => {
    try {
      return readFileSync(errorLog, "utf8");
    } catch {
      return "";
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await Promise.all(ports.map(portOpen));
    if (open.every(Boolean)) break;
    if (exited || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start (config ${configFile}):\n${stderr}\n${readLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    prefix,
    configFile,
    pid: child.pid,
    errorLog: readLog,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
