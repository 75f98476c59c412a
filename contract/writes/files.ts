import { write, type Write } from './write';

/** The upload (multipart, its one part `file`): contract/uploadRules.ts checks it on both sides. */
export const filesWrites: readonly Write[] = [write('POST', '/file', 'file')];
