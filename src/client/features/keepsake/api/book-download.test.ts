import { describe, expect, it } from 'vitest';
import { bookDownloadUrl, defaultBookPaper } from './book-download.js';

describe('the book download', () => {
  it('asks for the chosen paper and the browser time zone', () => {
    expect(bookDownloadUrl('letter', 'America/New_York')).toBe('/api/keepsake/book?paper=letter&tz=America%2FNew_York');
    expect(bookDownloadUrl('a4', 'Europe/Berlin')).toBe('/api/keepsake/book?paper=a4&tz=Europe%2FBerlin');
  });

  it('offers US Letter first in the United States and Canada, A4 everywhere else', () => {
    expect(defaultBookPaper('en-US')).toBe('letter');
    expect(defaultBookPaper('fr-CA')).toBe('letter');
    expect(defaultBookPaper('en-GB')).toBe('a4');
    expect(defaultBookPaper('de')).toBe('a4');
    expect(defaultBookPaper('')).toBe('a4');
  });
});
