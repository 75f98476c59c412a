/**
 * Uploads have rules (issue #12): POST /file needs the upload kind's right, takes only the kind's
 * types (by content, not only by name) up to its size and the merchant's quota, keeps the body
 * beside the data file rather than in it, and the file outlives a restart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodiesDirOf } from '../../fake-api/fileBodies';
import { loginAs, removeDataFile, startTestApi, type TestApi } from '../harness/fakeApi';

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

interface Part {
  name: string;
  bytes: Uint8Array<ArrayBuffer> | string;
}

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ scale: 50 });
  for (const email of ['super@demo.test', 'merchant@demo.test', 'viewer@demo.test', 'staff@demo.test']) {
    tokens[email] = await loginAs(api.url, email);
  }
});
afterAll(async () => {
  await api?.close();
});

/** POST /file as a browser's FormData sends it: optional fields first, then the file part. */
function upload(apiUrl: string, token: string | undefined, file: Part | undefined, query = '', fields: [string, string][] = []) {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  return fetch(`${apiUrl}/file${query}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
const uploadAs = (email: string, file: Part | undefined, query = '', fields: [string, string][] = []) =>
  upload(api.url, tokens[email], file, query, fields);

const download = (apiUrl: string, token: string, fileKey: string) =>
  fetch(`${apiUrl}/file/${fileKey}`, { headers: { Authorization: `Bearer ${token}` } });

async function refusal(reply: Response): Promise<[number, string]> {
  return [reply.status, await reply.text()];
}

describe('who may upload', () => {
  it("answers 401 without a token, and 403 without the kind's right: the viewer every kind, staff the payout import", async () => {
    expect((await upload(api.url, undefined, { name: 'a.png', bytes: png() })).status).toBe(401);
    expect(await refusal(await uploadAs('viewer@demo.test', { name: 'a.png', bytes: png() }))).toEqual([
      403,
      'Forbidden: REFUND ADD or REFUND EDIT required to upload a document',
    ]);
    expect(await refusal(await uploadAs('viewer@demo.test', { name: 'a.png', bytes: png() }, '?kind=logo'))).toEqual([
      403,
      'Forbidden: TEMPLATE EDIT required to upload a logo',
    ]);
    expect(await refusal(await uploadAs('staff@demo.test', { name: 'p.csv', bytes: 'a,b\n' }, '?kind=spreadsheet'))).toEqual([
      403,
      'Forbidden: PAYOUT ADD or PAYWALL_EMAIL ADD required to upload a spreadsheet',
    ]);
  });
});

describe('what may be uploaded', () => {
  it('refuses a type the kind does not take, by name: a program, and a spreadsheet as a document', async () => {
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'tool.exe', bytes: 'MZ' }))).toEqual([
      400,
      'file type .exe is not allowed for a document (pdf, png, jpg, jpeg)',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'payouts.csv', bytes: 'a,b\n' }))).toEqual([
      400,
      'file type .csv is not allowed for a document (pdf, png, jpg, jpeg)',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'README', bytes: 'x' }, '?kind=logo'))).toEqual([
      400,
      'file name must end in a type allowed for a logo (png, jpg, jpeg)',
    ]);
  });

  it('refuses content that is not what the name says', async () => {
    const page = '<html><script>alert(1)</script></html>';
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'logo.png', bytes: page }, '?kind=logo'))).toEqual([
      400,
      'file content is not a PNG image',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'invoice.pdf', bytes: png() }))).toEqual([
      400,
      'file content is not a PDF document',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'payouts.csv', bytes: png() }, '?kind=spreadsheet'))).toEqual([
      400,
      'file content is not UTF-8 text (save the CSV as UTF-8)',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'payouts.xlsx', bytes: 'a,b\n' }, '?kind=spreadsheet'))).toEqual([
      400,
      'file content is not an Excel workbook (.xlsx)',
    ]);
  });

  it('refuses an empty file, a form without one, a body that is no form and an unknown kind', async () => {
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'empty.png', bytes: new Uint8Array(0) }))).toEqual([
      400,
      'file is empty',
    ]);
    expect(await refusal(await uploadAs('merchant@demo.test', undefined, '', [['other', 'x']]))).toEqual([400, 'file is required']);
    const json = await fetch(`${api.url}/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens['merchant@demo.test']}`, 'Content-Type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(await refusal(json)).toEqual([400, 'file must be sent as multipart/form-data']);
    expect(await refusal(await uploadAs('merchant@demo.test', { name: 'a.png', bytes: png() }, '?kind=avatar'))).toEqual([
      400,
      'kind must be one of document, logo, spreadsheet',
    ]);
  });

  it('takes the kind from a form field sent before the file, not after it', async () => {
    const before = await uploadAs('merchant@demo.test', { name: 'logo.png', bytes: png() }, '', [['kind', 'logo']]);
    expect(before.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([png()]), 'logo.png');
    form.append('kind', 'logo');
    const after = await fetch(`${api.url}/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens['merchant@demo.test']}` },
      body: form,
    });
    expect(await refusal(after)).toEqual([400, 'kind must come before file in the form']);
  });

  it('answers 413 past the kind’s size and keeps nothing of the file', async () => {
    const files = api.app.fakeApi.context.store.db.files;
    const before = files.length;
    const big = await uploadAs('merchant@demo.test', { name: 'logo.png', bytes: png(2 * MB + 1) }, '?kind=logo');
    expect(await refusal(big)).toEqual([413, 'file is larger than 2 MB, the most a logo may be']);
    // The same bytes are a fine document (up to 10 MB).
    expect((await uploadAs('merchant@demo.test', { name: 'scan.png', bytes: png(2 * MB + 1) })).status).toBe(200);
    expect(files.length).toBe(before + 1);
  });
});

describe('where uploads live', () => {
  it('answers fileId and fileKey and keeps the body beside the data file, not in it; another merchant gets 404', async () => {
    const marker = `marker-${Date.now()}`;
    const body = `accountNumber,amount\n${marker},10.50\n`;
    const reply = await uploadAs('merchant@demo.test', { name: 'payouts.csv', bytes: body }, '?kind=spreadsheet');
    const { fileId, fileKey } = (await reply.json()) as { fileId: number; fileKey: string };
    expect(fileId).toEqual(expect.any(Number));
    await api.app.fakeApi.context.store.flush();
    const json = readFileSync(api.dataFile, 'utf8');
    expect(json).not.toContain(marker);
    const row = (JSON.parse(json) as { files: Record<string, unknown>[] }).files.find((f) => f.fileKey === fileKey);
    expect(row).toMatchObject({
      fileId,
      name: 'payouts.csv',
      contentType: 'text/csv',
      size: body.length,
      merchantId: 4,
      kind: 'spreadsheet',
    });
    expect(row).not.toHaveProperty('content');
    expect(readFileSync(join(bodiesDirOf(api.dataFile), fileKey), 'utf8')).toBe(body);

    const mine = await download(api.url, tokens['merchant@demo.test'], fileKey);
    expect(mine.headers.get('content-type')).toBe('text/csv');
    expect(mine.headers.get('content-disposition')).toBe('attachment; filename="payouts.csv"');
    expect(await mine.text()).toBe(body);
    expect((await download(api.url, tokens['super@demo.test'], fileKey)).status).toBe(404);
    expect((await fetch(`${api.url}/file/${fileKey}`)).status).toBe(401);
  });
});

describe('quota and restarts', () => {
  it('answers 413 once the merchant’s uploads would pass the quota, and the quota is per merchant', async () => {
    const small = await startTestApi({ scale: 50, uploadQuotaBytes: 3000 });
    try {
      const merchant = await loginAs(small.url, 'merchant@demo.test');
      expect((await upload(small.url, merchant, { name: 'a.png', bytes: png(2000) })).status).toBe(200);
      expect(await refusal(await upload(small.url, merchant, { name: 'b.png', bytes: png(2000) }))).toEqual([
        413,
        "file does not fit in the merchant's upload quota: 2 KB of 3 KB used, 1000 bytes left",
      ]);
      expect((await upload(small.url, merchant, { name: 'c.png', bytes: png(1000) })).status).toBe(200);
      expect(await refusal(await upload(small.url, merchant, { name: 'e.png', bytes: png(10) }))).toEqual([
        413,
        "file does not fit: the merchant's upload quota of 3 KB is full",
      ]);
      // Another merchant's uploads are its own.
      expect((await upload(small.url, await loginAs(small.url, 'super@demo.test'), { name: 'd.png', bytes: png(2000) })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('serves an upload after a restart on the same data file, from beside it', async () => {
    const first = await startTestApi({ scale: 50, keepDataFile: true });
    try {
      const bytes = png(500);
      const reply = await upload(first.url, await loginAs(first.url, 'merchant@demo.test'), { name: 'scan.png', bytes });
      const { fileKey } = (await reply.json()) as { fileKey: string };
      await first.close();
      expect(new Uint8Array(readFileSync(join(bodiesDirOf(first.dataFile), fileKey)))).toEqual(bytes);
      const second = await startTestApi({ dataFile: first.dataFile });
      try {
        const again = await download(second.url, await loginAs(second.url, 'merchant@demo.test'), fileKey);
        expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
      } finally {
        await second.close();
      }
    } finally {
      removeDataFile(first.dataFile);
    }
  });

  it('moves bodies out of a data file written when they were kept inside it', async () => {
    const first = await startTestApi({ scale: 50, keepDataFile: true });
    try {
      await first.close();
      const db = JSON.parse(readFileSync(first.dataFile, 'utf8')) as {
        files: Record<string, unknown>[];
        settlements: { merchantId: number; fileKey: string }[];
      };
      const legacy = {
        fileId: 99_999,
        fileKey: 'legacy-report',
        name: 'old.csv',
        contentType: 'text/csv',
        merchantId: 4,
        createdDate: '2026-01-01T00:00:00.000Z',
      };
      // Written before files held their download rights: it takes those of the settlement it belongs to.
      db.files.push({ ...legacy, encoding: 'utf8', content: 'legacy,body\n' });
      (db.settlements.find((s) => s.merchantId === 4) as { fileKey: string }).fileKey = legacy.fileKey;
      writeFileSync(first.dataFile, JSON.stringify(db));
      const second = await startTestApi({ dataFile: first.dataFile });
      try {
        const reply = await download(second.url, await loginAs(second.url, 'merchant@demo.test'), 'legacy-report');
        expect(await reply.text()).toBe('legacy,body\n');
        expect(readFileSync(first.dataFile, 'utf8')).not.toContain('legacy,body');
        expect(existsSync(join(bodiesDirOf(first.dataFile), 'legacy-report'))).toBe(true);
        expect((await download(second.url, await loginAs(second.url, 'viewer@demo.test'), 'legacy-report')).status).toBe(403);
      } finally {
        await second.close();
      }
    } finally {
      removeDataFile(first.dataFile);
    }
  });
});
