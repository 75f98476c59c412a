import type { ValidationErrorMessage } from 'react-admin';
import { PushPayBody } from '../../contract/writes/sandbox';
import { fieldErrorOf } from '../../src/providers/httpError';
import { statusChangeErrorKey } from '../../src/framework';
import { schemaRules } from '../../src/framework/rules';

export { statusChangeErrorKey };

/**
 * What a failed push tells the user: the toast's key and, when the server refused the URL
 * (a 400 naming notificationUrl), its words under the field.
 */
export function statusChangeFailure(error: unknown): { messageKey: string; urlError?: string } {
  const urlError = fieldErrorOf(error, 'notificationUrl');
  return urlError ? { messageKey: statusChangeErrorKey(error), urlError } : { messageKey: statusChangeErrorKey(error) };
}

/** What the dialog holds: the row's id, the chosen status, the typed notification URL. */
export interface PushPayValues {
  transactionId: string;
  status: string;
  notificationUrl: string;
}

/** What the dialog sends (PUT sandbox/payins/push-pay/{id}): an empty URL is left out. */
export const toPushPayBody = ({ transactionId, status, notificationUrl }: PushPayValues) => ({
  transactionId,
  status,
  notificationUrl: notificationUrl.trim() || undefined,
});

const urlRule = schemaRules(PushPayBody, (values) => toPushPayBody(values as unknown as PushPayValues))('notificationUrl');

/** The contract's rule for the optional notification URL (an http(s) URL), as a message to translate; undefined when it keeps it. */
export const notificationUrlProblem = (values: PushPayValues) =>
  urlRule(values.notificationUrl, values as unknown as Record<string, unknown>, {} as never) as ValidationErrorMessage | undefined;
