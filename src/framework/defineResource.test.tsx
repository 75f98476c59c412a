import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { defaultIdField, loadableView } from './defineResource';

describe('loadableView', () => {
  it('shares one download between the boot preload and the route', async () => {
    const Page = () => <p>page</p>;
    const loader = vi.fn(() => Promise.resolve(Page));
    const view = loadableView(loader);
    expect(loadableView(loader)).toBe(view);
    await Promise.all([view.preload(), view.preload()]);
    render(<view.Component />);
    // Preloaded: rendered at once, without a Suspense boundary to fall back to.
    expect(screen.getByText('page')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });
  it('suspends until the chunk is in when nobody preloaded it', async () => {
    let resolve: (page: ComponentType) => void = () => undefined;
    const view = loadableView(() => new Promise((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <view.Component />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve(() => <p>late page</p>));
    expect(await screen.findByText('late page')).toBeTruthy();
  });
  it('lets a failed download be retried', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => null);
    const view = loadableView(loader);
    await expect(view.preload()).rejects.toThrow('offline');
    await expect(view.preload()).resolves.toBeTypeOf('function');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('defaultIdField', () => {
  it('singularises the resource name', () => {
    expect(defaultIdField('transactions')).toBe('transactionId');
    expect(defaultIdField('payment-methods')).toBe('paymentMethodId');
    expect(defaultIdField('notifications-v2')).toBe('notificationsV2Id');
  });
});
