import { errorMessageOf } from '../../providers/httpError';
import { ERROR_CODES } from '../../../contract/wire';

/** Spec 02 §8: ENTITY_EXIST / ENTITY_NOT_FOUND have their own message, any other failure of a status push the generic one. */
export function statusChangeErrorKey(error: unknown): string {
  const message = errorMessageOf(error);
  if (message.includes(ERROR_CODES.ENTITY_EXIST)) return 'messages.ENTITY_EXIST';
  if (message.includes(ERROR_CODES.ENTITY_NOT_FOUND)) return 'messages.ENTITY_NOT_FOUND';
  return 'messages.status_update_error';
}
