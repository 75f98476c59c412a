import type { Write } from './write';

/** The write calls of this area (README "Layers": a new call's schema goes here). */
export const payoutsWrites: readonly Write[] = [];
