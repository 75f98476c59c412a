import { describe, expect, it } from 'vitest';
import { canDownload, isInProgress, reportTaskStatus, shouldPoll } from './reportTaskStatus';

const task = (flags: Partial<{ isProcessing: boolean; isFinished: boolean; hasError: boolean; fileKey: string | null }> = {}) => ({
  isProcessing: false,
  isFinished: false,
  hasError: false,
  fileKey: null,
  ...flags,
});

describe('reportTaskStatus (the status icon)', () => {
  it('is pending before the server picks the task up', () => {
    expect(reportTaskStatus(task())).toBe('pending');
  });
  it('is processing while the server works on it', () => {
    expect(reportTaskStatus(task({ isProcessing: true }))).toBe('processing');
  });
  it('is finished once done without error', () => {
    expect(reportTaskStatus(task({ isFinished: true, fileKey: 'k' }))).toBe('finished');
  });
  it('is an error whenever hasError is set, finished or not', () => {
    expect(reportTaskStatus(task({ isFinished: true, hasError: true }))).toBe('error');
    expect(reportTaskStatus(task({ isProcessing: true, hasError: true }))).toBe('error');
    expect(reportTaskStatus(task({ hasError: true }))).toBe('error');
  });
  it('treats pending and processing as in progress, nothing else', () => {
    expect(isInProgress(task())).toBe(true);
    expect(isInProgress(task({ isProcessing: true }))).toBe(true);
    expect(isInProgress(task({ isFinished: true }))).toBe(false);
    expect(isInProgress(task({ hasError: true }))).toBe(false);
  });
});

describe('shouldPoll', () => {
  it('polls while any row is pending or processing', () => {
    expect(shouldPoll([task({ isFinished: true }), task()])).toBe(true);
    expect(shouldPoll([task({ isFinished: true }), task({ isProcessing: true })])).toBe(true);
  });
  it('stops when every row is finished or failed, and with no rows', () => {
    expect(shouldPoll([task({ isFinished: true }), task({ isFinished: true, hasError: true })])).toBe(false);
    expect(shouldPoll([])).toBe(false);
    expect(shouldPoll(undefined)).toBe(false);
  });
});

describe('canDownload', () => {
  it('needs a finished task with a file', () => {
    expect(canDownload(task({ isFinished: true, fileKey: 'abc' }))).toBe(true);
    expect(canDownload(task({ isFinished: true, fileKey: null }))).toBe(false);
    expect(canDownload(task({ isProcessing: true, fileKey: 'abc' }))).toBe(false);
    expect(canDownload(task({ isFinished: true, hasError: true, fileKey: 'abc' }))).toBe(false);
  });
});
