import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { creatorProfileKey, customLinksKey, ownPreviewKey, profileKey, publicProfileKey, refreshAfterLinkChange, socialLinksKey } from './query-keys.js';

function clientWith(keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshAfterLinkChange', () => {
  for (const linksKey of [socialLinksKey, customLinksKey]) {
    it(`a change to ${linksKey[0]} reads the list and every view of the page again, and nothing else`, async () => {
      const client = clientWith([linksKey, publicProfileKey('alice'), ownPreviewKey, profileKey('alice'), creatorProfileKey]);
      await refreshAfterLinkChange(client, linksKey);
      expect(invalidated(client, linksKey)).toBe(true);
      expect(invalidated(client, publicProfileKey('alice'))).toBe(true);
      expect(invalidated(client, ownPreviewKey)).toBe(true);
      expect(invalidated(client, profileKey('alice'))).toBe(true);
      expect(invalidated(client, creatorProfileKey)).toBe(false);
    });
  }
});
