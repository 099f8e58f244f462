/**
 * A TCP load balancer in front of API processes, for fault tests that kill one: each new client
 * connection goes to the first backend that accepts it, in the given order, and is piped both ways
 * (HTTP keep-alive, websockets). A connection is bound to its backend for life: when that backend
 * dies, the client sees its connection close, and its next connection goes to the next backend
 * that accepts. Counts the connections each backend took. Listens on 127.0.0.1, a free port;
 * closed (with every connection it holds) at teardown.
 */
import { createConnection, createServer, type Socket } from 'node:net';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface FailoverProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Connections each backend accepted, by backend URL. */
  connections: Map<string, number>;
}

/** Connects to `url`'s host and port; resolves with the socket, or undefined when refused (or after 2 s). */
function connectTo(url: string): Promise<Socket | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    const timer = setTimeout(() => fail(), 2000);
    const fail = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(undefined);
    };
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      resolve(socket);
    });
  });
}

/** Starts the proxy over `backends` (base URLs, tried in order for each connection). */
export async function startFailoverProxy(t: Teardown, backends: string[]): Promise<FailoverProxy> {
  const connections = new Map(backends.map((backend) => [backend, 0]));
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    void (async () => {
      for (const backend of backends) {
        const upstream = await connectTo(backend);
        if (!upstream) continue;
        if (client.destroyed) return void upstream.destroy();
        connections.set(backend, connections.get(backend)! + 1);
        open.add(upstream);
        upstream.on('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        return;
      }
      client.destroy(); // no backend accepts
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(async () => {
    for (const socket of open) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return { url: `http://127.0.0.1:${address.port}`, connections };
}
