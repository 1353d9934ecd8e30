import { describe, expect, it } from 'vitest';
import { pickPrompt } from './pick-prompt.js';

describe('pickPrompt', () => {
  const prompts = ['Favourite memory?', 'Advice?', 'A song for us?'];

  it('is null without questions, and the one question when there is only one', () => {
    expect(pickPrompt([])).toBeNull();
    expect(pickPrompt(['Only?'], 'Only?')).toBe('Only?');
  });

  it('picks any of them at first, and never the one on screen when asked for another', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 200; i++) seen.add(pickPrompt(prompts));
    expect([...seen].sort()).toEqual([...prompts].sort());
    for (const shown of prompts) {
      for (const r of [0, 0.34, 0.5, 0.99]) expect(pickPrompt(prompts, shown, () => r)).not.toBe(shown);
    }
  });
});
