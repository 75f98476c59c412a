import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { TestResource } from '../../src/framework/testing/TestResource';
import { reportTasksResource } from './index';
import { MemoryRouter } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { fakeAuthProvider, fakeDataProvider } from '../../src/framework/testing/adminTestContext';
import { frameworkMessages } from '../../src/framework/messages';
import { specMessages } from '../../src/i18n/messages';
import { reportTaskMessages } from './messages';
import { ReportTaskList } from './ReportTaskList';
import type { ReportTaskRow } from './types';

// A short interval keeps the polling test quick; the rule itself is tested in reportTaskStatus.test.ts.
vi.mock('./reportTaskStatus', async (importOriginal) => ({ ...(await importOriginal<object>()), POLL_INTERVAL_MS: 150 }));
afterEach(cleanup);

/** The params of the first getList call (the fake's spy is declared without them). */
const firstListParams = (provider: { getList: { mock: { calls: unknown[][] } } }) => provider.getList.mock.calls[0]?.[1];

const i18n = polyglotI18nProvider(
  () => ({ ...englishMessages, ...specMessages.en, ...frameworkMessages.en, ...reportTaskMessages.en }),
  'en',
  { allowMissing: true },
);

const row = (id: number, flags: Partial<ReportTaskRow>): ReportTaskRow => ({
  id,
  reportTaskId: id,
  date: '2026-11-21T10:30:00.000Z',
  reportTaskTypeName: `Report ${id}`,
  userUsername: 'super@demo.test',
  isProcessing: false,
  isFinished: true,
  hasError: false,
  errorMessage: null,
  fileKey: null,
  ...flags,
});

function renderList(provider: ReturnType<typeof fakeDataProvider>) {
  render(
    <MemoryRouter initialEntries={['/report-tasks']}>
      <AdminContext dataProvider={provider} authProvider={fakeAuthProvider(['REPORT_TASK:VIEW'])} i18nProvider={i18n}>
        <TestResource definition={reportTasksResource}>
          <ReportTaskList />
        </TestResource>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * Clicks a row's Download as a user would: pointing at it first, then clicking what is there
 * (a row action may re-render its button when its tooltip wakes up on the first hover).
 */
async function clickDownload(name: string) {
  await userEvent.hover((await rowOf(name)).getByRole('button', { name: 'Download' }));
  await userEvent.click((await rowOf(name)).getByRole('button', { name: 'Download' }));
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr);
};

describe('ReportTaskList', () => {
  it('shows each status as a labelled icon, the error message included, and asks for the newest first', async () => {
    const provider = fakeDataProvider({}, [
      row(1, { isFinished: true, fileKey: 'f1' }),
      row(2, { isFinished: true, hasError: true, errorMessage: 'No data for the selected filters' }),
      row(3, { isFinished: false }),
      row(4, { isFinished: false, isProcessing: true }),
    ]);
    renderList(provider);
    // The status in words; a failure's reason in plain text under it (issue #13: not in a tooltip).
    expect((await rowOf('Report 1')).getByText('Finished')).toBeTruthy();
    expect((await rowOf('Report 2')).getByText('Failed')).toBeTruthy();
    expect((await rowOf('Report 2')).getByText('Reason: No data for the selected filters')).toBeTruthy();
    expect((await rowOf('Report 3')).getByText('Pending')).toBeTruthy();
    expect((await rowOf('Report 4')).getByText('Processing')).toBeTruthy();
    // The spec's shapes beside the word: a spinner while running, not for the check and the cross.
    const spinnerIn = async (name: string) =>
      (await rowOf(name))
        .getByText(/^(Pending|Processing|Finished|Failed)$/)
        .closest('[data-status]')!
        .querySelector('.MuiCircularProgress-root');
    expect(await spinnerIn('Report 3')).not.toBeNull();
    expect(await spinnerIn('Report 4')).not.toBeNull();
    expect(await spinnerIn('Report 1')).toBeNull();
    expect(await spinnerIn('Report 2')).toBeNull();
    expect(firstListParams(provider)).toMatchObject({ sort: { field: 'date', order: 'DESC' } });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('downloads the file of a finished task and offers nothing for the others', async () => {
    const provider = fakeDataProvider({}, [
      row(1, { isFinished: true, fileKey: 'file-key-1' }),
      row(2, { isFinished: true, hasError: true, errorMessage: 'boom' }),
      row(3, { isFinished: false, fileKey: null }),
    ]);
    provider.download.mockResolvedValue(undefined);
    renderList(provider);
    const failed = (await rowOf('Report 2')).getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    const running = (await rowOf('Report 3')).getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    expect(failed.disabled).toBe(true);
    expect(running.disabled).toBe(true);
    await clickDownload('Report 1');
    await waitFor(() => expect(provider.download).toHaveBeenCalledWith('file-key-1', 'report-1.csv'));
  });

  it('shows a failed download as an error toast', async () => {
    const provider = fakeDataProvider({}, [row(1, { isFinished: true, fileKey: 'gone' })]);
    provider.download.mockRejectedValueOnce(new Error('Not found'));
    renderList(provider);
    await clickDownload('Report 1');
    expect(await screen.findByText('The file could not be downloaded: Not found')).toBeTruthy();
  });

  it('polls while a task runs, shows it finish, then stops polling', async () => {
    const running = row(7, { isFinished: false, isProcessing: true });
    const provider = fakeDataProvider({}, [running]);
    let answers = 0;
    provider.getList.mockImplementation(async () => {
      answers += 1;
      // The third answer says the task is done.
      const task = answers >= 3 ? { ...running, isProcessing: false, isFinished: true, fileKey: 'k7' } : running;
      return { data: [task], total: 1 };
    });
    renderList(provider);
    expect((await rowOf('Report 7')).getByText('Processing')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/updates itself/);
    expect(await screen.findByText('Finished')).toBeTruthy();
    expect(screen.queryByText(/updates itself/)).toBeNull();
    const callsWhenDone = provider.getList.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(provider.getList.mock.calls.length).toBe(callsWhenDone);
  });

  it('asks before running a failed report again (issue #30 item 30: the confirm popover on a row action)', async () => {
    const provider = fakeDataProvider({}, [row(2, { isFinished: true, hasError: true, errorMessage: 'No data' })]);
    const retryReportTask = vi.fn(async () => 9);
    Object.assign(provider, { retryReportTask });
    renderList(provider);
    await userEvent.click((await rowOf('Report 2')).getByRole('button', { name: 'Retry' }));
    const popover = await screen.findByRole('alertdialog');
    expect(within(popover).getByText('Run this report again?')).toBeInTheDocument();
    expect(retryReportTask).not.toHaveBeenCalled();
    await userEvent.click(within(popover).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(retryReportTask).toHaveBeenCalledWith(2));
    expect(await screen.findByText(/The report runs again/)).toBeInTheDocument();
  });
});
