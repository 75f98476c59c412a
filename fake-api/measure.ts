/**
 * `npx tsx fake-api/measure.ts [scale]`: times the transactions v2 page the bench asks for
 * (status + date filters, newest first) over an in-memory seed, in this process, with no file.
 */
import type { AddressInfo } from 'node:net';
import { generateSeed } from './seed/generate';
import { createFakeApi } from './server';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const scale = Number(process.argv[2] ?? 100_000);
  let t = performance.now();
  const db = generateSeed({ transactions: scale });
  console.log(`seeded ${db.transactions.length} transactions in ${(performance.now() - t).toFixed(0)} ms`);
  t = performance.now();
  const app = createFakeApi({ db });
  console.log(`app ready (sort cache warm) in ${(performance.now() - t).toFixed(0)} ms`);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'super@demo.test', password: 'demo123', token: '', backOfficeType: 'SHOP' }),
  });
  const { token } = (await login.json()) as { token: string };
  const now = new Date();
  const cases: Record<string, Record<string, string>> = {
    'last 30 days, APPROVED+PENDING': {
      createdDateFrom: `${day(new Date(now.getTime() - 30 * 86_400_000))} 00:00:00.000`,
      status: 'APPROVED,PENDING',
    },
    'today, every status': {
      createdDateFrom: `${day(now)} 00:00:00.000`,
      status: 'APPROVED,CANCELLED,EXPIRED,FAILED,MISSING_INFO,ONHOLD,PENDING,REJECTED',
    },
    'last 120 days, MISSING_INFO (full scan)': {
      createdDateFrom: `${day(new Date(now.getTime() - 120 * 86_400_000))} 00:00:00.000`,
      status: 'MISSING_INFO',
    },
  };
  for (const [name, filters] of Object.entries(cases)) {
    const query = new URLSearchParams({
      pageIndex: '0',
      pageSize: '10',
      sortField: 'createdDate',
      sortDirection: 'desc',
      dateType: 'createdDate',
      createdDateTo: `${day(now)} 23:59:59.999`,
      ...filters,
    });
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 23; i++) {
      const started = performance.now();
      const reply = await fetch(`${base}/transactions/v2?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await reply.json()) as { count: number };
      if (i >= 3) times.push(performance.now() - started);
      count = body.count;
    }
    console.log(
      `${name}: count ${count}, median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (20 samples)`,
    );
  }
  server.close();
  await app.fakeApi.shutdown();
}

void main();
