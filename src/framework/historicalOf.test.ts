import { describe, expect, it } from 'vitest';
import SearchIcon from '@mui/icons-material/Search';
import { archiveEnd } from '../../contract/archive';
import { archiveWindow, toArchiveWindow } from './archive';
import { defineResource } from './defineResource';
import { historicalOf } from './historicalOf';
import type { FilterSpec } from './filters/types';
import { parseWireDate, toWireDate } from './format';

const NOW = new Date(2026, 10, 26, 9, 30); // 26/11/2026 09:30 on the API's clock

describe('the archive', () => {
  it('ends with the day sixty days back and opens on its last sixty days', () => {
    expect(toWireDate(archiveEnd(NOW))).toBe('27/09/2026 23:59:59.999');
    const { from, to } = archiveWindow(NOW);
    expect(toWireDate(from)).toBe('30/07/2026 00:00:00.000');
    expect(to).toEqual(archiveEnd(NOW));
  });

  it('moves every date range a screen sets into the archive and leaves the rest', () => {
    const specs: FilterSpec[] = [
      { kind: 'dateRange', source: 'createdDate', label: 'created' },
      { kind: 'dateRange', source: 'paidDate', label: 'paid' },
      { kind: 'select', source: 'status', label: 'status', choices: [] },
    ];
    const today = { createdDateFrom: '26/11/2026 00:00:00.000', createdDateTo: '26/11/2026 23:59:59.999', status: ['APPROVED'] };
    expect(toArchiveWindow(today, specs, NOW)).toEqual({
      createdDateFrom: '30/07/2026 00:00:00.000',
      createdDateTo: '27/09/2026 23:59:59.999',
      status: ['APPROVED'],
    });
    // A range the screen leaves empty stays empty, unless the screen always shows it.
    expect(toArchiveWindow({ status: 'X' }, specs, NOW)).toEqual({ status: 'X' });
    const shown: FilterSpec[] = [{ kind: 'dateRange', source: 'createdDate', label: 'created', alwaysOn: true }];
    expect(toArchiveWindow({}, shown, NOW)).toEqual({
      createdDateFrom: '30/07/2026 00:00:00.000',
      createdDateTo: '27/09/2026 23:59:59.999',
    });
    expect(parseWireDate(toArchiveWindow(today, specs).createdDateTo)).not.toBeNull();
  });
});

describe('historicalOf', () => {
  const base = defineResource({
    name: 'claims',
    apiPath: '/claims',
    idField: 'claimId',
    access: 'CLAIM',
    menu: { group: 'claims', icon: SearchIcon, order: 81 },
    filterCookiePrefix: 'claims_',
    list: () => Promise.resolve(() => null),
    messages: {
      en: { resources: { claims: { name: 'Claims', fields: { amount: 'Amount' } } } },
      es: { resources: { claims: { name: 'Reclamos', fields: { amount: 'Monto' } } } },
      pt: { resources: { claims: { name: 'Reclamações', fields: { amount: 'Valor' } } } },
    },
  });
  const names = { en: 'Historical claims', es: 'Reclamos históricos', pt: 'Reclamações históricas' };

  it('declares the read-only screen over /historicals/<call> in the Historicals group', () => {
    const historical = historicalOf(base, { call: 'claims', order: 2, names, query: 'x=1' });
    expect(historical).toMatchObject({
      name: 'historical-claims',
      apiPath: '/historicals/claims',
      exportPath: '/historicals/claims/export',
      idField: 'claimId',
      access: 'HISTORICALS',
      menu: { group: 'historicals', icon: SearchIcon, order: 2, query: 'x=1' },
      filterCookiePrefix: 'historical_claims_',
      historical: true,
      list: base.list,
      names,
    });
  });

  it('keeps the current screen’s labels and adds them under its own name with its title', async () => {
    const historical = historicalOf(base, { call: 'claims', order: 2, names });
    const messages = typeof historical.messages === 'function' ? await historical.messages() : historical.messages;
    expect(messages.es).toEqual({
      resources: {
        claims: { name: 'Reclamos', fields: { amount: 'Monto' } },
        'historical-claims': { name: 'Reclamos históricos', fields: { amount: 'Monto' } },
      },
    });
  });
});
