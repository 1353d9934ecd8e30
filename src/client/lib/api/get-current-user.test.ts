import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './get-current-user.js';

describe('the signed-in hint', () => {
  it('is found among the cookies only under its own name', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('vb_client=abc; theme=dark')).toBe(false);
    expect(hasSignedInHint('not_vb_signed_in=1')).toBe(false);
    expect(hasSignedInHint('vb_signed_in=1')).toBe(true);
    expect(hasSignedInHint('vb_client=abc; vb_signed_in=1')).toBe(true);
  });

  it('counts as absent outside a browser, where there is no document', () => {
    expect(hasSignedInHint()).toBe(false);
  });
});
