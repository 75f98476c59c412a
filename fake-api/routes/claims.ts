import { Router } from 'express';
import type { ApiContext } from '../context';

/** Screen-specific routes, served in front of the generic grid (see generic.ts). */
export function claimRoutes(_ctx: ApiContext): Router {
  return Router();
}
