import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('gives Cancel a plain cross, not the warning sign react-admin puts there (issue #30: the safe way out reads as no danger)', async () => {
    render(
      <AdminTestContext dataProvider={fakeDataProvider()}>
        <ConfirmDialog open onConfirm={() => undefined} onClose={() => undefined} />
      </AdminTestContext>,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel.querySelector('[data-testid="CloseIcon"]')).not.toBeNull();
    expect(cancel.querySelector('[data-testid="ErrorOutlineIcon"]')).toBeNull();
  });
});
