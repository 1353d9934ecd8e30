import { describe, expect, it } from 'vitest';
import { avatarGradient, initials } from './avatar-gradient.js';

describe('message avatars (docs/product-spec.md, section 9)', () => {
  it('give the same sender the same gradient every time', () => {
    expect(avatarGradient('grace@example.com')).toBe(avatarGradient('grace@example.com'));
  });

  it('spread senders over exactly 8 gradients', () => {
    const seen = new Set(Array.from({ length: 500 }, (_, i) => avatarGradient(`guest${i}@example.com`)));
    expect(seen.size).toBe(8);
  });

  it('show initials, and something for a blank name', () => {
    expect(initials('Grace Hopper')).toBe('GH');
    expect(initials('A Guest')).toBe('AG');
    expect(initials('   ')).toBe('?');
  });
});
