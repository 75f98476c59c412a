import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run, startChild, stopChild, waitForHttp } from '../lib/processes';
import { freePort } from '../lib/ports';
import { formatWireDate } from '../../src/providers/formatWireDate';

const time = async (request: () => Promise<Response>) => {
  const started = performance.now();
  const reply = await request();
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`grid request failed: ${reply.status}`);
  return performance.now() - started;
};

/**
 * The transactions v2 grid over a 100,000-transaction seed: the status + date filters and the
 * newest-first sort a user starts from. The API runs in its own process, as in `npm start`.
 */
export async function measureApiPage(scale = 100_000, samples = 20): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dataFile = join(dir, 'db.json');
  try {
    const seeded = await run(bin('tsx'), ['fake-api/seed/cli.ts', '--reset', '--scale', String(scale), '--out', dataFile]);
    if (seeded !== 0) throw new Error(`seeding ${scale} transactions failed (exit ${seeded})`);
    const port = await freePort();
    const api = startChild(
      bin('tsx'),
      ['fake-api/server.ts'],
      { FAKE_API_PORT: String(port), FAKE_API_DATA_FILE: dataFile },
      { stdio: 'ignore' },
    );
    try {
      const base = `http://127.0.0.1:${port}/api/v1`;
      await waitForHttp(`${base}/config/has-recaptcha`, 120_000);
      const login = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'super@demo.test', password: 'demo123', token: '', backOfficeType: 'SHOP' }),
      });
      const { token } = (await login.json()) as { token: string };
      const from = new Date(Date.now() - 30 * 24 * 3600 * 1000);
      const query = new URLSearchParams({
        pageIndex: '0',
        pageSize: '10',
        sortField: 'createdDate',
        sortDirection: 'desc',
        dateType: 'createdDate',
        createdDateFrom: `${formatWireDate(from, { withTime: false })} 00:00:00.000`,
        createdDateTo: `${formatWireDate(new Date(), { withTime: false })} 23:59:59.999`,
        status: 'APPROVED,PENDING',
      });
      const request = () => fetch(`${base}/transactions/v2?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      for (let i = 0; i < 3; i++) await time(request);
      const times: number[] = [];
      for (let i = 0; i < samples; i++) times.push(await time(request));
      return times;
    } finally {
      await stopChild(api);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
