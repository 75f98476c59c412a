import { write, type Write } from './write';

/** Shop writes: "Show them" discloses a listed shop's API credentials and counts one view (spec 02 §3); the path says it all. */
export const shopsWrites: readonly Write[] = [write('POST', '/shops/:id/credentials', 'none')];
