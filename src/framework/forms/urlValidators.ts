import type { Validator } from 'react-admin';
import { namesPrivateHost } from '../../../contract/urlRules';

/**
 * A notification URL, an address the back-office will call: not one of the caller's own machine or
 * private network (src/providers/urlRules.ts, the fake API's rule too: server-side request forgery).
 * Whether it is a web address at all is the field's other rule.
 */
export const publicAddress: Validator = (value: unknown) =>
  typeof value === 'string' && namesPrivateHost(value) ? 'grid.private_address' : undefined;
