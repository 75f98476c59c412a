import { config } from '../config';
import { createSessionStore } from './session';

const session = createSessionStore();

/**
 * The address of GET file/{fileKey} for an <img>: an image request cannot carry the bearer
 * header, so the token rides as `access_token`, which the back-office accepts for file
 * downloads (README, wire contract). Undefined without a key.
 */
export function fileUrl(fileKey: string | null | undefined, token: string | null = session.getToken()): string | undefined {
  if (!fileKey) return undefined;
  const path = `${config.apiBase}/file/${encodeURIComponent(fileKey)}`;
  return token ? `${path}?access_token=${encodeURIComponent(token)}` : path;
}
