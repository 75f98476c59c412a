import { fork, type ChildProcess } from 'node:child_process';
import { ROOT, stopChild } from '../lib/processes';
import { formatWireDate } from '../../contract/wireDate';
import type { GridReply } from '../../contract/wire';
import { PAY_IN_NEVER_PAID, totalsParams } from '../../contract/gridTotals';

export interface ScaleFigures {
  transactions: number;
  /** Generating the database in the API's process. */
  seededMs: number;
  /** The grid as opened (approved and pending of the last 30 days, newest first, with its totals), one request each after three warm-ups. */
  pageMs: number[];
  /** The same filters, largest amount first. */
  resortedMs: number[];
  /** The fake API's resident size and V8 heap after a full collection, before the export. */
  rssMb: number;
  heapMb: number;
  /** Export request until its report task holds the file, and the rows in that file. */
  export: { ms: number; rows: number; window: string };
}

type ReportTask = { reportTaskId: number; fileKey: string | null; hasError: boolean; errorMessage: string | null };
type Message = { ready?: true; port?: number; seededMs?: number; memory?: { rss: number; heapUsed: number } };

function nextMessage(child: ChildProcess, pick: (m: Message) => boolean, timeoutMs: number): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`the scale API did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (m: Message) => pick(m) && done(undefined, m);
    const onExit = (code: number | null) => done(new Error(`the scale API exited (${code}) before answering`));
    function done(error?: Error, m?: Message) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(m!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const wireDay = (d: Date, time: string) => `${formatWireDate(d, { withTime: false })} ${time}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

/**
 * The fake API over `count` generated pay-ins (scaleApi.ts, its own process): the transactions
 * grid as a user opens it (approved and pending of the last 30 days, newest first), its memory,
 * and an export of about 100,000 rows as a report task: every row up to 100k pay-ins, the
 * newest days beyond (a million pay-ins make a CSV past V8's longest string).
 */
export interface ScaleApi {
  /** http://127.0.0.1:port (a proxy's target) */
  origin: string;
  /** The back-office base, origin + /api/v1 */
  url: string;
  seededMs: number;
  login(email: string): Promise<{ token: string; user: unknown }>;
  /** The resident size and V8 heap once settled, in bytes. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  close(): Promise<void>;
}

/** The fake API over `count` generated pay-ins in its own process (scaleApi.ts), once it answers. */
export async function startScaleApi(count: number): Promise<ScaleApi> {
  const child = fork('scripts/bench/scaleApi.ts', [String(count)], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await nextMessage(child, (m) => m.ready === true, 300_000);
    const origin = `http://127.0.0.1:${ready.port}`;
    const url = `${origin}/api/v1`;
    return {
      origin,
      url,
      seededMs: ready.seededMs ?? NaN,
      login: async (email) => {
        const reply = await fetch(`${url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: email, password: 'demo123', token: '', backOfficeType: 'SHOP' }),
        });
        if (!reply.ok) throw new Error(`login of ${email} failed: ${reply.status}`);
        return (await reply.json()) as { token: string; user: unknown };
      },
      memory: async () => {
        child.send('memory');
        return (await nextMessage(child, (m) => m.memory !== undefined, 60_000)).memory!;
      },
      close: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

export async function measureScale(count: number, samples = 20): Promise<ScaleFigures> {
  const api = await startScaleApi(count);
  try {
    const base = api.url;
    const { token } = await api.login('super@demo.test');
    const get = async (path: string) => {
      const reply = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!reply.ok) throw new Error(`GET ${path} failed: ${reply.status} ${await reply.text()}`);
      return reply;
    };

    const page = (sortField: string, sortDirection: string) =>
      `/transactions/v2?${new URLSearchParams({
        pageIndex: '0',
        pageSize: '10',
        sortField,
        sortDirection,
        dateType: 'createdDate',
        createdDateFrom: wireDay(daysAgo(30), '00:00:00.000'),
        createdDateTo: wireDay(new Date(), '23:59:59.999'),
        status: 'APPROVED,PENDING',
        // As the screen asks it: with its totals per currency over every matching row (issue #33).
        ...totalsParams({ amount: 'amount', currency: 'currency', except: { field: 'status', values: PAY_IN_NEVER_PAID } }),
      })}`;
    const timings = async (path: string) => {
      const timed = async () => {
        const started = performance.now();
        await (await get(path)).arrayBuffer();
        return performance.now() - started;
      };
      for (let i = 0; i < 3; i++) await timed();
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push(await timed());
      return times;
    };
    const pageMs = await timings(page('createdDate', 'desc'));
    // Re-sorted by amount, the rows of the last 30 days are spread through the whole order.
    const resortedMs = await timings(page('amount', 'desc'));

    const memory = await api.memory();

    // About 100,000 rows: every row the account sees while that is fewer, else the newest days,
    // sized from a first export of a twelve-day window (the rows are not spread evenly).
    const exportRows = async (days?: number) => {
      const window = days
        ? `?${new URLSearchParams({ dateType: 'createdDate', createdDateFrom: wireDay(daysAgo(days), '00:00:00.000'), createdDateTo: wireDay(new Date(), '23:59:59.999') })}`
        : '';
      const started = performance.now();
      const { reportTaskId } = (await (await get(`/transactions/v2/export${window}`)).json()) as { reportTaskId: number };
      let fileKey: string | null = null;
      while (!fileKey) {
        const tasks = (await (await get('/report-tasks?pageSize=100')).json()) as GridReply<ReportTask>;
        const task = tasks.data.find((t) => t.reportTaskId === reportTaskId);
        if (task?.hasError) throw new Error(`the export failed: ${task.errorMessage}`);
        fileKey = task?.fileKey ?? null;
        if (!fileKey) await new Promise((r) => setTimeout(r, 10));
      }
      const ms = performance.now() - started;
      const csv = await (await get(`/file/${fileKey}`)).text();
      // The header line and the final line break are not rows.
      return { ms, rows: csv.split('\r\n').length - 2, window: days ? `last ${days} days` : 'every row' };
    };
    let exported = await exportRows();
    if (exported.rows > 150_000) {
      const probe = await exportRows(12);
      exported = await exportRows(Math.max(1, Math.round((12 * 100_000) / probe.rows)));
    }
    return {
      transactions: count,
      seededMs: api.seededMs,
      pageMs,
      resortedMs,
      rssMb: memory.rss / 2 ** 20,
      heapMb: memory.heapUsed / 2 ** 20,
      export: exported,
    };
  } finally {
    await api.close();
  }
}
