import { describe, expect, it } from 'vitest';
import { SaveStore } from './save-scope.js';

describe("a screen's save store", () => {
  it('is dirty while any part is, and saves only the dirty parts, in the order they registered', async () => {
    const store = new SaveStore();
    const saved: string[] = [];
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isDirty()));
    store.set('form', { dirty: true, save: async () => saved.push('form') });
    store.set('language', { dirty: false, save: async () => saved.push('language') });
    store.set('greeting', { dirty: true, save: async () => saved.push('greeting') });
    expect(store.isDirty()).toBe(true);
    await expect(store.saveAll()).resolves.toBe(true);
    expect(saved).toEqual(['form', 'greeting']);
    store.delete('form');
    store.delete('greeting');
    expect(store.isDirty()).toBe(false);
    expect(seen.at(-1)).toBe(false);
  });

  it('stops at the first part that fails: the parts after it wait for the next press', async () => {
    const store = new SaveStore();
    const saved: string[] = [];
    store.set('form', { dirty: true, save: () => Promise.reject(new Error('Username is taken')) });
    store.set('greeting', { dirty: true, save: async () => saved.push('greeting') });
    await expect(store.saveAll()).resolves.toBe(false);
    expect(saved).toEqual([]);
  });
});
