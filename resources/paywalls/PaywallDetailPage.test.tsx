import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminTestContext,
  currentLocation,
  fakeDataProvider,
  noRetryQueryClient,
  testI18nProviderFor,
} from '../../src/framework/testing/adminTestContext';
import { paywallResource } from './index';
import { PaywallDetailPage } from './PaywallDetailPage';
import { paywallRow } from './testing';

beforeAll(async () => {
  await testI18nProviderFor(paywallResource);
});
afterEach(cleanup);

const LINK = paywallRow({ paywallId: 'page-0000-link', description: 'Order on its page' });

function renderPage(grants: string[]) {
  const provider = fakeDataProvider({}, [LINK]);
  render(
    <AdminTestContext
      resource={paywallResource}
      dataProvider={provider}
      grants={grants}
      url={`/paywall/link/${LINK.paywallId}/detail`}
      path="/paywall/link/:id/detail"
      queryClient={noRetryQueryClient()}
    >
      <PaywallDetailPage />
    </AdminTestContext>,
  );
}

describe('PaywallDetailPage (spec 03 §2, issue #30)', () => {
  it('shows a link’s page with PAYWALL_LINK VIEW', async () => {
    renderPage(['PAYWALL_LINK:VIEW']);
    expect(await screen.findByText('Order on its page')).toBeInTheDocument();
  });

  it('logs out a role holding PAYWALL or PAYWALL_EMAIL VIEW but not the link’s own right', async () => {
    renderPage(['PAYWALL:VIEW', 'PAYWALL_EMAIL:VIEW']);
    await waitFor(() => expect(currentLocation().pathname).toBe('/logout'));
    expect(screen.queryByText('Order on its page')).not.toBeInTheDocument();
  });
});
