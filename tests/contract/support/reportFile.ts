/** An export that runs as a report task (spec 01 §7): asked, followed until finished, its file read. */
import { expect } from 'vitest';
import type { DemoCall } from '../../harness/demoApi';

interface Task {
  reportTaskId: number;
  isFinished: boolean;
  hasError: boolean;
  errorMessage: string | null;
  fileKey: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The finished task of an export call (which must answer a task, not a file). */
export async function finishedTask(call: DemoCall, exportPath: string, timeoutMs = 10_000): Promise<Task> {
  const reply = await call(exportPath);
  expect(reply.status, `${exportPath}: ${await reply.clone().text()}`).toBe(200);
  const answer = (await reply.json()) as { reportTaskId?: number; fileKey?: string };
  expect(answer, exportPath).not.toHaveProperty('fileKey');
  expect(answer.reportTaskId).toEqual(expect.any(Number));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = (await (await call(`/report-tasks/${answer.reportTaskId}`)).json()) as Task;
    if (task.isFinished) return task;
    if (Date.now() > deadline) throw new Error(`report task still running after ${timeoutMs} ms: ${JSON.stringify(task)}`);
    await sleep(25);
  }
}

/** The file of an export that runs as a report task. */
export async function reportFile(call: DemoCall, exportPath: string): Promise<Response> {
  const task = await finishedTask(call, exportPath);
  expect(task, task.errorMessage ?? '').toMatchObject({ hasError: false, fileKey: expect.any(String) });
  const file = await call(`/file/${task.fileKey}`);
  expect(file.status).toBe(200);
  return file;
}
