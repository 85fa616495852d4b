import { describe, expect, test } from 'vitest';
import { Lru } from '../../src/render/lru.js';

describe('Lru', () => {
  test('holds at most its size, evicting the least recently used entry once full', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1); // full: a becomes the most recent
    lru.set('d', 4); // evicts b, the least recently used
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
    lru.set('e', 5); // a, c, d were read in that order: a goes
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('c')).toBe(3);
  });

  test('before it is full, entries leave in insertion order', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    lru.set('d', 4);
    expect(lru.get('a')).toBeUndefined();
    expect([lru.get('b'), lru.get('c'), lru.get('d')]).toEqual([2, 3, 4]);
  });
});
