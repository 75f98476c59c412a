import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { roleWith } from '../../src/framework/testing/testAuth';
import type { PaywallEmailSetting } from '../../src/providers/types';
import { emailSettingsResource } from './index';
import { EmailSettingsPage } from './EmailSettingsPage';

afterEach(cleanup);

const DEFAULT: PaywallEmailSetting = {
  settingId: 'shop:7',
  shopId: 7,
  senderName: 'Lima Store',
  replyTo: '',
  subject: 'Your payment request',
  message: 'Pay with the link below.',
  updatedDate: '',
};

/** Issue #30 item 30: the grid's edit-settings option where the spec has settings (spec 03 §7). */
function renderPage(patents: string[], setting: PaywallEmailSetting = DEFAULT) {
  const provider = fakeDataProvider();
  provider.lookup.mockImplementation(async (path: string) =>
    path === '/paywalls/valid-shops' ? [{ shopId: 7, shopName: 'Lima Store', defaultNotificationUrl: '' }] : setting,
  );
  provider.savePaywallEmailSetting.mockImplementation(async (body) => ({ ...DEFAULT, ...body, updatedDate: '2026-11-21T10:00:00Z' }));
  provider.resetPaywallEmailSetting.mockResolvedValue(DEFAULT);
  provider.config.mockResolvedValue([]);
  render(
    <AdminTestContext
      resource={emailSettingsResource}
      dataProvider={provider}
      role={roleWith({ PAYWALL_EMAIL: patents })}
      authOptions={{ codes: { email: 'PAYWALL_EMAIL', 'email-settings': 'PAYWALL_EMAIL' } }}
      url="/email-settings"
    >
      <EmailSettingsPage />
    </AdminTestContext>,
  );
  return provider;
}

async function chooseShop() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Shop' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Lima Store' }));
}

describe('EmailSettingsPage', () => {
  it("reads a shop's wording and saves what was changed, with EDIT_EMAIL_SETTINGS", async () => {
    const provider = renderPage(['VIEW', 'EDIT_EMAIL_SETTINGS']);
    await chooseShop();
    expect(await screen.findByText('This shop uses the default wording.')).toBeInTheDocument();
    expect(provider.lookup).toHaveBeenCalledWith('/paywalls/settings/7');
    const subject = await screen.findByLabelText(/^Subject/);
    expect(subject).toHaveValue('Your payment request');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Your order at Lima Store');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.savePaywallEmailSetting).toHaveBeenCalledWith(
        expect.objectContaining({ shopId: 7, subject: 'Your order at Lima Store', senderName: 'Lima Store' }),
      ),
    );
    expect(await screen.findByText(/The settings are saved/)).toBeInTheDocument();
  });

  it('refuses an empty subject and a reply-to that is no e-mail next to the fields, sending nothing', async () => {
    const provider = renderPage(['VIEW', 'EDIT_EMAIL_SETTINGS']);
    await chooseShop();
    await userEvent.clear(await screen.findByLabelText(/^Subject/));
    await userEvent.type(screen.getByLabelText(/^Reply-to address/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    // The contract's words (contract/writes/paywallLegacy.ts), as the API would answer.
    expect(await screen.findByText('Must be an e-mail address')).toBeInTheDocument();
    expect(provider.savePaywallEmailSetting).not.toHaveBeenCalled();
  });

  it('refuses a control character in the subject, sender and reply-to (mail headers) next to each, sending nothing', async () => {
    const provider = renderPage(['VIEW', 'EDIT_EMAIL_SETTINGS']);
    await chooseShop();
    // A text box drops a pasted line break but keeps a tab or a NEL (U+0085): the rule sees what is kept.
    for (const [label, pasted] of [
      [/^Subject/, 'Your order\tBcc: everyone@evil.example'],
      [/^Sender name/, 'Lima\u0085Store'],
      [/^Reply-to address/, 'hello@lima.example\u0000'],
    ] as const) {
      const input = await screen.findByLabelText(label);
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Must not hold line breaks or other control characters')).toHaveLength(3));
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Must not hold line breaks or other control characters');
    expect(provider.savePaywallEmailSetting).not.toHaveBeenCalled();
  });

  it('says the contract’s length rule under a sender name over 100 characters, sending nothing', async () => {
    const provider = renderPage(['VIEW', 'EDIT_EMAIL_SETTINGS']);
    await chooseShop();
    const sender = await screen.findByLabelText(/^Sender name/);
    await userEvent.clear(sender);
    await userEvent.click(sender);
    await userEvent.paste('L'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Sender name/)).toHaveAccessibleDescription('Must be at most 100 characters'));
    expect(screen.getByLabelText(/^Sender name/)).toHaveValue('L'.repeat(101));
    expect(provider.savePaywallEmailSetting).not.toHaveBeenCalled();
  });

  it('asks before putting a changed shop back to the default', async () => {
    const provider = renderPage(['VIEW', 'EDIT_EMAIL_SETTINGS'], { ...DEFAULT, subject: 'Custom', updatedDate: '2026-11-20T09:00:00Z' });
    await chooseShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the default' }));
    const dialog = await screen.findByRole('dialog');
    expect(provider.resetPaywallEmailSetting).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the default' }));
    await waitFor(() => expect(provider.resetPaywallEmailSetting).toHaveBeenCalledWith(7));
  });

  it('shows the settings read only to a role without EDIT_EMAIL_SETTINGS', async () => {
    renderPage(['VIEW']);
    expect(await screen.findByText('Your role may read these settings, not change them.')).toBeInTheDocument();
    await chooseShop();
    expect(await screen.findByLabelText(/^Subject/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
