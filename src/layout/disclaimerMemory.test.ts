import { describe, expect, it } from 'vitest';
import { createDisclaimerMemory } from './disclaimerMemory';

const fakeStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe('disclaimer memory', () => {
  it('remembers the acceptance per user', () => {
    const memory = createDisclaimerMemory(fakeStorage());
    expect(memory.get('a@demo.test')).toBeNull();
    memory.set('a@demo.test', '2026-11-01T10:00:00Z');
    expect(memory.get('a@demo.test')).toBe('2026-11-01T10:00:00Z');
    expect(memory.get('b@demo.test')).toBeNull();
  });
});
