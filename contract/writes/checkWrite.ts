import { checkBody } from '../schema/checkBody';
import { findWrite } from './index';

/**
 * A JSON body about to be sent, against its call's schema: the API's own 400 sentence when it
 * breaks a rule ("amount must be at most 9999999999.99"), nothing when it passes or the call
 * declares no schema.
 */
export function problemOfWrite(method: string, path: string, body: unknown): string | undefined {
  const found = findWrite(method, path);
  if (!found || typeof found.body === 'string') return undefined;
  const checked = checkBody(found.body, body);
  return checked.ok ? undefined : checked.message;
}
