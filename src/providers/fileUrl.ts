import { config } from '../config';

/**
 * The address of GET file/{fileKey} for an <img> of a public file (the payment-method logos):
 * those need no session. A merchant's own files are fetched with the bearer header
 * (dataProvider.download), never with a token in the address. Undefined without a key.
 */
export function fileUrl(fileKey: string | null | undefined): string | undefined {
  if (!fileKey) return undefined;
  return `${config.apiBase}/file/${encodeURIComponent(fileKey)}`;
}
