import { createServer } from 'node:net';

/** A TCP port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => answer(error.code !== 'EADDRINUSE'));
    server.listen(port, host, () => server.close(() => answer(true)));
  });
}

/**
 * Fails fast with a readable message when another process holds the port: otherwise a readiness
 * probe could be answered by that other server and announce ours as up.
 */
export async function assertPortFree(port: number, what: string): Promise<void> {
  for (const host of ['127.0.0.1', 'localhost']) {
    if (!(await canListen(port, host))) {
      throw new Error(`Port ${port} (${what}) is already in use: stop the other server, or choose another port.`);
    }
  }
}
