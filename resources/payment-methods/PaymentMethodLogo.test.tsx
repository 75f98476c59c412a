import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AdminTestContext, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { SESSION_KEYS } from '../../src/providers/session';
import { fileUrl } from '../../src/providers/fileUrl';
import { logoInitials, PaymentMethodLogo } from './PaymentMethodLogo';

afterEach(() => {
  cleanup();
  localStorage.removeItem(SESSION_KEYS.token);
});

const renderLogo = (record: Record<string, unknown>) =>
  render(
    <AdminTestContext dataProvider={fakeDataProvider()}>
      <RecordContextProvider value={{ id: 1, name: 'Mercado Pago', ...record }}>
        <PaymentMethodLogo />
      </RecordContextProvider>
    </AdminTestContext>,
  );

// The test catalogue has no screen messages: the alt text is its key, which proves it is translated.
const ALT = 'resources.payment-methods.logo_alt';

describe('PaymentMethodLogo', () => {
  it('loads the public file/{paymentMethodFileKey} through the API base, never with the session token in the address', () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok en');
    renderLogo({ paymentMethodFileKey: 'logo-mercado-pago' });
    const img = screen.getByRole('img', { name: ALT }) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/api/v1/file/logo-mercado-pago');
  });

  it('falls back to the initials, with the same accessible name, when the image fails', () => {
    renderLogo({ paymentMethodFileKey: 'logo-missing' });
    fireEvent.error(screen.getByRole('img', { name: ALT }));
    const badge = screen.getByRole('img', { name: ALT });
    expect(badge.tagName).not.toBe('IMG');
    expect(badge.textContent).toBe('MP');
  });

  it('shows the initials when the method has no logo', () => {
    renderLogo({ paymentMethodFileKey: null });
    expect(screen.getByRole('img', { name: ALT }).textContent).toBe('MP');
  });
});

describe('logoInitials and fileUrl', () => {
  it('takes two letters from the name', () => {
    expect(logoInitials('Pix')).toBe('PI');
    expect(logoInitials('Boleto Bancário')).toBe('BB');
    expect(logoInitials('M-Pesa')).toBe('MP');
    expect(logoInitials('')).toBe('?');
  });

  it('encodes the key, and has no address without one', () => {
    expect(fileUrl('a/b')).toBe('/api/v1/file/a%2Fb');
    expect(fileUrl(null)).toBeUndefined();
  });
});
