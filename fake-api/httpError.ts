import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** An error that answers with its status and the message as the body text (wire contract). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

export { QUOTE_MAX, quoted } from '../contract/schema/quoted';

/**
 * The longest error message sent: a backstop for a message that repeats more of the request than
 * its quoted() parts (a parser's own words). The API's own sentences stay well under it.
 */
export const MESSAGE_MAX = 300;
export const bounded = (message: string): string => (message.length <= MESSAGE_MAX ? message : `${message.slice(0, MESSAGE_MAX)}…`);
export const notFound = (message = 'Not found') => new HttpError(404, message);

type AsyncHandler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Express 4 does not catch rejected promises: route every handler's failure to next(). */
export function handle(fn: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    try {
      const out = fn(req, res, next);
      if (out instanceof Promise) out.catch(next);
    } catch (err) {
      next(err);
    }
  };
}
