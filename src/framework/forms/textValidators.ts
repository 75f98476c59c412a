import type { Validator } from 'react-admin';
import { hasControlCharacters } from '../../../contract/textRules';

/**
 * A one-line field that may reach a mail header (a subject, a name, an address): no line breaks
 * or other control characters — the fake API's rule (src/providers/textRules.ts), said under the
 * field before anything is sent (a pasted tab or NEL survives a text box; a multi-line box keeps line breaks too).
 */
export const oneLine: Validator = (value: unknown) =>
  typeof value === 'string' && hasControlCharacters(value) ? 'grid.control_characters' : undefined;
