/**
 * Request bodies of the write routes, checked in one place (issue #12): each route declares a zod
 * schema beside itself and wraps its handler in `withBody(schema, (body, req, res) => …)`; the
 * handler gets the parsed, typed body, and anything else is a 400 whose plain-text message names
 * the field ("amount must be a number"), as the client shows it in a toast or under the field.
 *
 * Messages are written as the rest of a sentence ("must be at most 255 characters"); the field's
 * path is put in front. A schema may give its own (`z.string().refine(ok, 'must be …')`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { checkBody } from '../contract/schema/checkBody';
import { badRequest, handle } from './httpError';

export { LIMITS, amount, email, httpUrl, noControls, notificationUrl, oneLine, optional, secret, text } from '../contract/schema/blocks';
export { NOT_AN_OBJECT } from '../contract/schema/checkBody';
export { isHttpUrl } from '../contract/urlRules';

/** Parses a body against a schema; a 400 naming the field otherwise. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const checked = checkBody(schema, body);
  if (!checked.ok) throw badRequest(checked.message);
  return checked.data;
}

type BodyHandler<T> = (body: T, req: Request, res: Response, next: NextFunction) => unknown;

/** A route handler that receives its body parsed by `schema` (a 400 naming the field otherwise). */
export function withBody<S extends z.ZodType>(schema: S, fn: BodyHandler<z.output<S>>): RequestHandler {
  return Object.assign(
    handle((req, res, next) => fn(parseBody(schema, req.body), req, res, next)),
    // Read by the test that walks the routes (contract/writes): which schema this route checks.
    { bodySchema: schema },
  );
}
