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
  // What the API will read: the body as JSON carries it (a Date as text, undefined fields gone).
  const checked = checkBody(found.body, JSON.parse(JSON.stringify(body)) as unknown);
  return checked.ok ? undefined : checked.message;
}
