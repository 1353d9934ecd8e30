import { describe, expect, it } from 'vitest';
import { wholeSeconds } from './use-recorder.js';

describe('recorded duration (sent as whole seconds)', () => {
  it('rounds to whole seconds, at least 1, never above the maximum', () => {
    expect(wholeSeconds(200, 60)).toBe(1);
    expect(wholeSeconds(1499, 60)).toBe(1);
    expect(wholeSeconds(1500, 60)).toBe(2);
    expect(wholeSeconds(59_700, 60)).toBe(60);
    expect(wholeSeconds(60_400, 60)).toBe(60);
    expect(wholeSeconds(119_900, 120)).toBe(120);
  });
});
