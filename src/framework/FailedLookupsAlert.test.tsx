import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { defineResource } from './defineResource';
import { AdminTestContext, fakeDataProvider, noRetryQueryClient } from './testing/adminTestContext';
import { lookupQuery, useLookup } from './useLookup';
import { HttpError } from '../providers/httpError';

afterEach(cleanup);

const screenResource = defineResource({
  name: 'lookup-screen',
  apiPath: '/lookup-screen',
  access: 'TRANSACTION',
  messages: { en: {}, es: {}, pt: {} },
});

/** A screen with two lookups and a part of its own that reads one of them. */
function Screen({ countries, currencies }: { countries: () => Promise<string[]>; currencies: () => Promise<string[]> }) {
  const first = useLookup(['config', 'countries'], countries);
  const second = useQuery(lookupQuery(['config', 'currencies'], currencies));
  return (
    <p>
      countries {first.data?.join(',') ?? '-'} currencies {second.data?.join(',') ?? '-'}
    </p>
  );
}

function renderScreen(countries: () => Promise<string[]>, currencies: () => Promise<string[]>) {
  render(
    <AdminTestContext resource={screenResource} dataProvider={fakeDataProvider()} grants={[]} queryClient={noRetryQueryClient()}>
      <Screen countries={countries} currencies={currencies} />
    </AdminTestContext>,
  );
}

const gateway502 = (): Promise<string[]> => Promise.reject(new HttpError('messages.http_status.502', 502));

describe('FailedLookupsAlert: a screen whose lookups fail (issue #31 item 8)', () => {
  it('says it once for all of them, in words rather than the key, with no toast, and one Retry asks them all again', async () => {
    const countries = vi.fn(gateway502);
    const currencies = vi.fn(gateway502);
    renderScreen(countries, currencies);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching configurations: The server is unreachable behind its gateway (502). Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('messages.');

    countries.mockResolvedValue(['AR', 'BR']);
    currencies.mockResolvedValue(['ARS']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('countries AR,BR currencies ARS')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(countries).toHaveBeenCalledTimes(2);
    expect(currencies).toHaveBeenCalledTimes(2);
  });

  it('asks again only what failed, and keeps what loaded', async () => {
    const countries = vi.fn(async () => ['AR']);
    const currencies = vi.fn((): Promise<string[]> => Promise.reject(new HttpError('messages.malformed_reply', 200)));
    renderScreen(countries, currencies);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching configurations: The server sent an answer that could not be read (broken JSON).');
    expect(screen.getByText('countries AR currencies -')).toBeInTheDocument();

    currencies.mockResolvedValue(['ARS']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('countries AR currencies ARS')).toBeInTheDocument();
    expect(countries).toHaveBeenCalledTimes(1);
  });
});
