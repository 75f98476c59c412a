import { describe, expect, it } from 'vitest';
import { GOODBYES, randomGoodbye } from './goodbye';

describe('randomGoodbye', () => {
  it('picks each of the three goodbyes across the random range', () => {
    expect(randomGoodbye(() => 0)).toBe('messages.goodbye_1');
    expect(randomGoodbye(() => 0.5)).toBe('messages.goodbye_2');
    expect(randomGoodbye(() => 0.999)).toBe('messages.goodbye_3');
    expect(GOODBYES).toHaveLength(3);
  });
});
