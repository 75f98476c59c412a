import { Router } from 'express';
import type { ApiContext } from '../context';

/** Screen-specific routes, served in front of the generic grid (see generic.ts). */
export function claimsDashboardRoutes(_ctx: ApiContext): Router {
  return Router();
}
