/** Seeded pseudo-random numbers (mulberry32): the same seed always yields the same database. */
import { flat } from './flat';
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  digits(count: number): string {
    let out = '';
    while (out.length < count) out += String(Math.floor(this.next() * 1e9)).padStart(9, '0');
    return out.slice(0, count);
  }

  hex(count: number): string {
    let out = '';
    // Seven hex digits per draw: fewer draws and string pieces than one per digit.
    while (out.length < count)
      out += Math.floor(this.next() * 0x10000000)
        .toString(16)
        .padStart(7, '0');
    return out.slice(0, count);
  }

  alnum(count: number): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let out = '';
    for (let i = 0; i < count; i += 1) out += chars[Math.floor(this.next() * chars.length)];
    return out;
  }

  /** A version-4 shaped UUID (8-4-4-4-12, lower-case hex). */
  uuid(): string {
    const variant = '89ab'[Math.floor(this.next() * 4)];
    return flat(`${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`);
  }

  /** Log-uniform: small values are common, large ones rare (payment amounts). */
  logUniform(min: number, max: number): number {
    return Math.exp(this.float(Math.log(min), Math.log(max)));
  }
}

/** Derives an independent stream per domain, so adding rows in one domain does not reshuffle others. */
export function childRng(seed: number, domain: string): Rng {
  let hash = seed >>> 0;
  for (let i = 0; i < domain.length; i += 1) hash = Math.imul(hash ^ domain.charCodeAt(i), 0x01000193) >>> 0;
  return new Rng(hash);
}
