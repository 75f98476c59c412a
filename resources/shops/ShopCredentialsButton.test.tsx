import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RecordContextProvider } from 'react-admin';
import { ShopCredentialsButton } from './ShopCredentialsButton';
import { roleWith, SECRET, shop, shopDataProvider } from './testing';
import type { ShopRecord } from './types';
import { AdminTestContext } from '../../src/framework/testing/adminTestContext';
import { shopsResource } from './index';

// react-admin's own list/show checks pass, as the app's routes have already checked SHOP VIEW.
const OPEN_VIEWS = { openViews: true };

const CAN_VIEW = { SHOP: ['VIEW'], SHOW_CREDENTIALS: ['VIEW'] };

function renderButton(record: ShopRecord, grants: Record<string, string[]> = CAN_VIEW) {
  const dataProvider = shopDataProvider([record]);
  const queryClient = new QueryClient();
  render(
    <AdminTestContext
      resource={shopsResource}
      url="/shops"
      authOptions={OPEN_VIEWS}
      dataProvider={dataProvider}
      role={roleWith(grants)}
      queryClient={queryClient}
    >
      <RecordContextProvider value={record}>
        <ShopCredentialsButton />
      </RecordContextProvider>
    </AdminTestContext>,
  );
  return { dataProvider, queryClient };
}

const showButton = () => screen.findByRole('button', { name: 'Show credentials' });

describe('ShopCredentialsButton', () => {
  it('asks before spending a view, then shows the credentials with one view fewer left', async () => {
    const { dataProvider } = renderButton(shop({ shopCredentialsViewCount: 2 }));
    expect(await screen.findByText('Remaining views: 3')).toBeInTheDocument();
    await waitFor(async () => expect(await showButton()).toBeEnabled());
    await userEvent.click(await showButton());
    const confirm = await screen.findByRole('dialog', { name: 'Show the API credentials?' });
    expect(within(confirm).getByText(/You have 3 of 5 views left/)).toBeInTheDocument();
    expect(dataProvider.shopCredentials).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Show them' }));

    const dialog = await screen.findByRole('dialog', { name: 'API credentials of Andes Marketplace' });
    expect(dataProvider.shopCredentials).toHaveBeenCalledTimes(1);
    expect(dataProvider.shopCredentials).toHaveBeenCalledWith(2);
    expect(within(dialog).getByText('api_andes_marketplace')).toBeInTheDocument();
    expect(within(dialog).getByText('pk_7b7788cb0199b5054adcfb34')).toBeInTheDocument();
    expect(within(dialog).getByText('Remaining views: 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /docs\.example\.test/ })).toHaveAttribute('href', 'https://docs.example.test/api');
    expect(within(dialog).getByRole('link', { name: /sandbox-api\.example\.test/ })).toHaveAttribute(
      'rel',
      expect.stringContaining('noopener'),
    );
  });

  it('focuses Cancel in the question, so a second Enter spends no view', async () => {
    const { dataProvider } = renderButton(shop({ shopCredentialsViewCount: 2 }));
    await waitFor(async () => expect(await showButton()).toBeEnabled());
    await userEvent.click(await showButton());
    const confirm = await screen.findByRole('dialog', { name: 'Show the API credentials?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show the API credentials?' })).not.toBeInTheDocument());
    expect(dataProvider.shopCredentials).not.toHaveBeenCalled();
  });

  it('masks the secret key until asked, and copies the real value either way', async () => {
    renderButton(shop());
    await waitFor(async () => expect(await showButton()).toBeEnabled());
    await userEvent.click(await showButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Show them' }));
    const dialog = await screen.findByRole('dialog', { name: /API credentials of/ });
    const secret = within(dialog).getByTestId('credential-secretKey');
    expect(secret).toHaveTextContent(/^•+3c15$/);
    expect(dialog).not.toHaveTextContent(SECRET);

    const user = userEvent.setup();
    const copyButton = () => within(dialog).getByRole('button', { name: 'Copy the secret key' });
    // As a pointer does: over the button first, then the click.
    await user.hover(copyButton());
    await user.click(copyButton());
    // The toast comes once the clipboard write has resolved.
    expect(await screen.findByText('copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'Show the secret key' }));
    expect(secret).toHaveTextContent(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Hide the secret key' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps no secret in the react-query cache once the dialog is closed', async () => {
    const { queryClient } = renderButton(shop());
    await waitFor(async () => expect(await showButton()).toBeEnabled());
    await userEvent.click(await showButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Show them' }));
    const dialog = await screen.findByRole('dialog', { name: /API credentials of/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /API credentials of/ })).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const cached = JSON.stringify([
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    ]);
    expect(cached).not.toContain(SECRET);
    expect(cached).not.toContain('pk_7b7788cb0199b5054adcfb34');
  });

  it('is disabled with the reason once no view is left, and asks nothing of the server', async () => {
    const { dataProvider } = renderButton(shop({ shopCredentialsViewCount: 5 }));
    expect(await screen.findByText('Remaining views: 0')).toBeInTheDocument();
    const button = await showButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You have used all 5 allowed views of these credentials. Ask support to issue new ones.');
    expect(dataProvider.shopCredentials).not.toHaveBeenCalled();
  });

  it('explains a refusal from the server in words, not with its code', async () => {
    // The page still says one view is left, but the server has counted the last one meanwhile.
    const record = shop({ shopCredentialsViewCount: 4 });
    const { dataProvider } = renderButton(record);
    await waitFor(async () => expect(await showButton()).toBeEnabled());
    record.shopCredentialsViewCount = 5;
    await userEvent.click(await showButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Show them' }));
    expect(
      await screen.findByText('The credentials of this shop have been viewed the maximum number of times allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/CREDENTIALS_VIEW_LIMIT/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /API credentials of/ })).not.toBeInTheDocument();
    expect(dataProvider.shopCredentials).toHaveBeenCalledTimes(1);
  });

  it('is not offered for a shop without credentials', async () => {
    renderButton(shop({ shopId: 3, id: 3, hasCredentials: false }));
    renderButton(shop());
    // The control shop shows its button once permissions resolve; the other never does.
    expect(await screen.findAllByRole('button', { name: 'Show credentials' })).toHaveLength(1);
  });

  it('is not there at all without SHOW_CREDENTIALS VIEW, and does not ask for the maximum', async () => {
    const { dataProvider } = renderButton(shop(), { SHOP: ['VIEW', 'MENU'], SHOW_CREDENTIALS: ['MENU'] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Show credentials' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Remaining views/)).not.toBeInTheDocument();
    expect(dataProvider.config).not.toHaveBeenCalled();
  });
});
