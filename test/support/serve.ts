import type { RequestListener, Server } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** Serves a handler (an Express app or a bare listener) on an ephemeral loopback port. */
export async function serve(handler: RequestListener | Server): Promise<Served> {
  const server = handler instanceof http.Server ? handler : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: taken from a server that is then closed. */
export async function deadPort(): Promise<number> {
  const s = await serve((_req, res) => res.end());
  await s.close();
  return s.port;
}
