import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminTestContext, fakeDataProvider } from '../testing/adminTestContext';
import { UploadDialog } from './UploadDialog';

afterEach(cleanup);

const csv = (name = 'payouts.csv') => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });

function renderDialog(onUpload: (file: File) => Promise<string>) {
  render(
    <AdminTestContext dataProvider={fakeDataProvider()} url="/payouts">
      <UploadDialog<string>
        open
        onClose={() => undefined}
        title="grid.bulk_upload"
        kind="spreadsheet"
        onUpload={onUpload}
        renderResult={(result) => <p>result: {result}</p>}
        examples={[['grid.details', '/examples/x.csv']]}
      />
    </AdminTestContext>,
  );
  return screen.getByLabelText('Choose a file', { selector: 'input' });
}

describe('UploadDialog (spec 01 §4.3: INITIAL, MUST_UPLOAD, SUBMITTING, ERROR, SUCCESS)', () => {
  it('refuses a type the kind does not take before sending, and waits for Upload once a file is chosen', async () => {
    const onUpload = vi.fn(async () => 'ok');
    const input = renderDialog(onUpload);
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.upload(input, new File(['x'], 'tool.exe'), { applyAccept: false });
    expect((await screen.findAllByText(/tool\.exe cannot be uploaded here: choose a CSV, XLSX file/)).length).toBeGreaterThan(0);
    expect(upload).toBeDisabled();
    await userEvent.upload(input, csv());
    expect(screen.getByText('payouts.csv is ready: press Upload to send it.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.click(upload);
    expect(await screen.findByText('result: ok')).toBeInTheDocument();
    expect(await screen.findByText('payouts.csv file uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("says '<file> file upload failed.' with the server's reason and keeps the file for a retry", async () => {
    const onUpload = vi.fn().mockRejectedValueOnce(new Error('file is missing the columns amount')).mockResolvedValueOnce('second');
    const input = renderDialog(onUpload);
    await userEvent.upload(input, csv('march.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('march.csv file upload failed. file is missing the columns amount');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('result: second')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(onUpload.mock.calls[1][0].name).toBe('march.csv');
  });

  it('with a preview, Upload only checks: the file is sent for good by the confirm button, and Back checks again', async () => {
    const check = vi.fn(async (file: File) => `${file.name} holds 3 rows`);
    const onUpload = vi.fn(async () => 'created');
    render(
      <AdminTestContext dataProvider={fakeDataProvider()} url="/payouts">
        <UploadDialog<string, string>
          open
          onClose={() => undefined}
          title="grid.bulk_upload"
          kind="spreadsheet"
          onUpload={onUpload}
          preview={{ check, render: (p) => <p>preview: {p}</p>, confirmLabel: () => 'Create 3' }}
          notice={() => ({ message: 'grid.upload_named_failed', type: 'warning' })}
          renderResult={(result) => <p>result: {result}</p>}
        />
      </AdminTestContext>,
    );
    await userEvent.upload(screen.getByLabelText('Choose a file', { selector: 'input' }), csv('march.csv'));
    expect(screen.getByText('march.csv is ready: press Check file to see what it would create before anything is.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('preview: march.csv holds 3 rows')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText('preview: march.csv holds 3 rows');
    expect(check).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Create 3' }));
    expect(await screen.findByText('result: created')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledTimes(1);
    // The screen's own notice replaces the green "uploaded successfully".
    expect(await screen.findByText('march.csv file upload failed.')).toBeInTheDocument();
    expect(screen.queryByText('march.csv file uploaded successfully')).not.toBeInTheDocument();
  });

  it('offers no confirm button when the preview says nothing would be created', async () => {
    render(
      <AdminTestContext dataProvider={fakeDataProvider()} url="/payouts">
        <UploadDialog<string, string>
          open
          onClose={() => undefined}
          title="grid.bulk_upload"
          kind="spreadsheet"
          onUpload={async () => 'never'}
          preview={{ check: async () => 'all refused', render: (p) => <p>preview: {p}</p>, confirmLabel: () => undefined }}
        />
      </AdminTestContext>,
    );
    await userEvent.upload(screen.getByLabelText('Choose a file', { selector: 'input' }), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText('preview: all refused');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Back']);
  });

  it('links the example files', () => {
    renderDialog(async () => 'ok');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/examples/x.csv');
  });
});
