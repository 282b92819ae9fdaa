import net from "node:net";

/**
 * A TCP proxy in front of a database for fault tests: `freeze()` keeps every
 * connection open but forwards nothing (a PostgreSQL that hangs), `down()` cuts
 * them and refuses new ones (a PostgreSQL that is gone), `heal()` forwards again.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  down(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  let mode: "open" | "frozen" | "down" = "open";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === "down") {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    // Data is only passed on while the proxy is open; a frozen proxy swallows it.
    client.on("data", (chunk) => {
      if (mode === "open") upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (mode === "open") client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      mode = "frozen";
    },
    down() {
      mode = "down";
      for (const socket of sockets) socket.destroy();
    },
    heal() {
      mode = "open";
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
