import type { z } from 'zod';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One write call of the API: its method, its path as the API routes it (`/refunds/:id`) and what
 * its body must be: a zod schema (JSON), 'file' (a multipart upload, checked by contract/uploadRules.ts)
 * or 'none' (the path says it all).
 */
export interface Write {
  method: WriteMethod;
  path: string;
  body: z.ZodType | 'file' | 'none';
}

export const write = (method: WriteMethod, path: string, body: Write['body']): Write => ({ method, path, body });

/** `/refunds/:id` → a test for `/refunds/12`; an express pattern's own regexp part (`:id(\d+)`) is honoured. */
export function pathTest(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => {
      const param = /^:\w+(\((.+)\))?$/.exec(part);
      if (param) return param[2] ?? '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}
