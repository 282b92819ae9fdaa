import http from "node:http";
import type { Express } from "express";
import type { Env } from "../env";
import { reasonOf, StartupError } from "./startup-error";

/**
 * Node's server timeouts (docs/operations.md): an idle keep-alive connection
 * is kept longer than the proxy keeps its side (nginx: 60 s), so the proxy never
 * sends a request on a connection Node is closing; headers and whole requests
 * have their own limits against slow clients.
 */
export function applyServerTimeouts(server: http.Server, env: Env): void {
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = env.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
}

/**
 * Listens on HOST:PORT. A port in use or not allowed stops start-up with one
 * line (before, the error was ignored and the process kept running without a port).
 */
export function listen(app: Express, env: Env): Promise<http.Server> {
  // Node checks the headers and request timeouts on this interval (default 30 s, which would stretch a 20 s limit to 50 s).
  const connectionsCheckingInterval = Math.max(
    250,
    Math.floor(Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS) / 4),
  );
  const server = http.createServer({ connectionsCheckingInterval }, app);
  applyServerTimeouts(server, env);
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const where = `${env.HOST}:${env.PORT}`;
      if (error.code === "EADDRINUSE") {
        reject(
          new StartupError(
            `Port ${env.PORT} is already in use (${where}, EADDRINUSE): stop the other process or set PORT.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new StartupError(`Not allowed to listen on ${where} (EACCES): use a PORT above 1023 or run behind a proxy.`),
        );
      } else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") {
        reject(
          new StartupError(
            `HOST ${env.HOST} is not an address of this machine (${error.code}): set HOST, e.g. 0.0.0.0.`,
          ),
        );
      } else {
        reject(new StartupError(`Cannot listen on ${where}: ${reasonOf(error)}`));
      }
    };
    server.once("error", onError);
    server.listen(env.PORT, env.HOST, () => {
      server.removeListener("error", onError);
      resolve(server);
    });
  });
}
