import { describe, expect, it } from 'vitest';
import { InboxPageCache } from './inbox-cache.js';

describe('inbox page cache', () => {
  it('answers only for the same profile, page size and version', () => {
    const cache = new InboxPageCache();
    cache.set('p1', 10, '7', '[1]');
    expect(cache.get('p1', 10, '7')).toBe('[1]');
    expect(cache.get('p1', 10, '8')).toBeUndefined();
    expect(cache.get('p1', 50, '7')).toBeUndefined();
    expect(cache.get('p2', 10, '7')).toBeUndefined();
  });

  it('keeps no more page text than its bound, letting the oldest pages go first', () => {
    const cache = new InboxPageCache(100);
    const page = (c: string) => c.repeat(40);
    cache.set('a', 10, '1', page('a'));
    cache.set('b', 10, '1', page('b'));
    cache.set('a', 10, '2', page('A')); // refreshed: now the newest
    cache.set('c', 10, '1', page('c')); // 120 chars with all three: the oldest (b) goes
    expect(cache.get('b', 10, '1')).toBeUndefined();
    expect(cache.get('a', 10, '2')).toBe(page('A'));
    expect(cache.get('c', 10, '1')).toBe(page('c'));
    cache.set('huge', 10, '1', 'x'.repeat(101)); // larger than the bound: not kept, nothing else evicted
    expect(cache.get('huge', 10, '1')).toBeUndefined();
    expect(cache.get('a', 10, '2')).toBe(page('A'));
  });
});
