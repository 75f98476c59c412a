/**
 * The fake API over N generated pay-ins, for the scale bench (scale.ts forks it). The database
 * is generated here and held in memory: at a million pay-ins the JSON data file would pass
 * the longest string V8 can hold (~512 MB), so this is how the fake API serves that scale.
 * Answers 'memory' messages with its resident size and V8 heap once settled.
 */
import type { AddressInfo } from 'node:net';
import { generateSeedWithBodies } from '../../fake-api/seed/generate';
import { createFakeApi } from '../../fake-api/server';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count <= 0 || !process.send) throw new Error('usage: fork scaleApi.ts <transactions>');
const send = (message: unknown) => process.send?.(message);

const started = performance.now();
const { db } = generateSeedWithBodies({ transactions: count });
const seededMs = performance.now() - started;
// Export tasks finish as soon as their file is written: the bench times the work, not a demo's pause.
const app = createFakeApi({ db, reportTaskMs: 0 });
const server = app.listen(0, '127.0.0.1', () => {
  send({ ready: true, port: (server.address() as AddressInfo).port, seededMs, startedMs: performance.now() - started });
});
process.on('message', (message) => {
  if (message !== 'memory') return;
  // What the process settles at: a full collection, a moment's idle for V8 to hand back the
  // pages it freed (generating a million rows leaves a lot behind), and another collection.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  setTimeout(() => {
    gc();
    const { rss, heapUsed } = process.memoryUsage();
    send({ memory: { rss, heapUsed } });
  }, 3000);
});
