/**
 * Issue #33 §4: the settlements export offers CSV and Excel, and sends the grid's columns as the
 * user sees them (headers in the user's language, the chooser's order, hidden columns left out),
 * with how each writes (a date with time, a status in words); the API writes the file.
 */
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStore } from 'react-admin';
import { AdminTestContext, fakeDataProvider, testI18nProviderFor } from '../../src/framework/testing/adminTestContext';
import { columnsStoreKey } from '../../src/framework/list/columns';
import type { ExportLayout } from '../../contract/exportLayout';
import { settlementsResource } from './index';
import { SettlementList } from './SettlementList';
import { MONEY_CONFIG, PAID, PUBLISHED } from './testing';

beforeAll(async () => {
  await testI18nProviderFor(settlementsResource);
});
afterEach(cleanup);

/** What the column chooser would have stored: these hidden, this order. */
function ChosenLayout({ hidden, ranks }: { hidden: string[]; ranks: number[] }) {
  const key = columnsStoreKey('settlements');
  const [, setHidden] = useStore<string[]>(key);
  const [, setRanks] = useStore<number[]>(`${key}_columnRanks`);
  useEffect(() => {
    setHidden(hidden);
    setRanks(ranks);
  }, [hidden, ranks, setHidden, setRanks]);
  return null;
}

function renderList(chosen?: { hidden: string[]; ranks: number[] }) {
  const provider = fakeDataProvider({}, [PAID, PUBLISHED]);
  provider.config.mockResolvedValue(MONEY_CONFIG);
  render(
    <AdminTestContext
      resource={settlementsResource}
      dataProvider={provider}
      grants={['SETTLEMENT:VIEW', 'SETTLEMENT:EXPORT']}
      url="/settlements"
    >
      {chosen && <ChosenLayout {...chosen} />}
      <SettlementList />
    </AdminTestContext>,
  );
  return provider;
}

async function exportAs(item: RegExp, provider: ReturnType<typeof renderList>): Promise<ExportLayout> {
  await screen.findAllByText('Pampa Store');
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(provider.export).toHaveBeenCalledTimes(1));
  const [, params] = provider.export.mock.calls[0] as unknown as [string, { layout: ExportLayout }];
  return params.layout;
}

describe('the settlements export', () => {
  it('offers CSV and Excel in a menu, and asks for the chosen format with the grid’s columns and words', async () => {
    const provider = renderList();
    const layout = await exportAs(/excel/i, provider);
    expect(layout).toMatchObject({ format: 'xlsx', locale: 'en', timeZone: 'UTC', words: { yes: 'Yes', no: 'No', currency: 'Currency' } });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    // The file's headers are the grid's, in its order (the row actions aside).
    expect(layout.columns.map((c) => c.label)).toEqual(headers.filter((h) => h && h !== 'Actions'));
    // The screen's default set hides the creation date (it fits 1366 px): the file leaves it out too.
    expect(layout.columns.map((c) => c.source)).not.toContain('createdDate');
    expect(layout.columns.find((c) => c.source === 'fromDate')).toMatchObject({ kind: 'date' });
    expect(layout.columns.find((c) => c.source === 'status')).toMatchObject({
      kind: 'status',
      words: expect.objectContaining({ PAID: 'Paid', PUBLISHED: 'Published' }),
    });
    expect(await screen.findByText(/Report successfully executed/)).toBeInTheDocument();
  });

  it('writes the columns in the order the user chose, without the hidden ones', async () => {
    // Shop first, then Settlement; Merchant hidden.
    const provider = renderList({ hidden: ['merchantName'], ranks: [1, 0] });
    const layout = await exportAs(/csv/i, provider);
    expect(layout.format).toBe('csv');
    expect(layout.columns.slice(0, 3).map((c) => c.source)).toEqual(['shopName', 'settlementId', 'currencyCode']);
    expect(layout.columns.map((c) => c.source)).not.toContain('merchantName');
    // Shown by the user, the creation date is written with its time.
    expect(layout.columns.find((c) => c.source === 'createdDate')).toMatchObject({ kind: 'dateTime' });
  });
});
