import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on loopback to a real server (the machine's MariaDB or PostgreSQL), which a test
 * can cut, as a database lost while the site serves would be (every connection reset, new ones
 * refused), and restore on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    const relay = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    relay.once('error', reject);
    relay.listen(port, '127.0.0.1', () => {
      port = (relay.address() as { port: number }).port;
      server = relay;
      resolve();
    });
  });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
