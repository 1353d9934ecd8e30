import { describe, expect, it } from 'vitest';
import { albumFileName, attachmentHeader } from './album-names.js';
import { formatDateRange } from './book-dates.js';

describe("the album's names", () => {
  it('saves under a name every file system takes, unicode kept', () => {
    expect(albumFileName('Emma & James', 'm4a')).toBe('Emma & James — Voxbook album.m4a');
    expect(albumFileName('Zoë/Ünal: "2026"?', 'm4a')).toBe('Zoë Ünal 2026 — Voxbook album.m4a');
    expect(albumFileName('..\u0000\u001f/\\', 'm4a')).toBe('My — Voxbook album.m4a');
    expect(Buffer.byteLength(albumFileName('ü'.repeat(300), 'm4a'))).toBeLessThanOrEqual(200);
    expect(albumFileName(' . ', 'm4a')).toBe('My — Voxbook album.m4a');
  });

  it('sends the name as an attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('Zoë — Voxbook album.m4a')).toBe(
      `attachment; filename="Zoe - Voxbook album.m4a"; filename*=UTF-8''Zo%C3%AB%20%E2%80%94%20Voxbook%20album.m4a`,
    );
    expect(attachmentHeader("Ann's (100%) party.m4a")).toBe(`attachment; filename="Ann's (100_) party.m4a"; filename*=UTF-8''Ann%27s%20%28100%25%29%20party.m4a`);
  });

  it("dates the title as the host's calendar has it: one day, or the range of a party over several", () => {
    const evening = Date.UTC(2026, 5, 14, 18);
    expect(formatDateRange(evening, evening + 3600_000, 'Europe/London')).toBe('14 June 2026');
    // 23:30 in London on the 14th is already the 15th in Tokyo.
    expect(formatDateRange(Date.UTC(2026, 5, 14, 22, 30), Date.UTC(2026, 5, 14, 22, 40), 'Asia/Tokyo')).toBe('15 June 2026');
    // The dash's spacing is ICU's (thin or plain spaces, by version).
    expect(formatDateRange(Date.UTC(2026, 5, 12, 12), Date.UTC(2026, 5, 14, 12), 'UTC')).toMatch(/^12\s?–\s?14 June 2026$/);
    expect(formatDateRange(Date.UTC(2026, 4, 31, 12), Date.UTC(2026, 5, 1, 12), 'UTC')).toMatch(/^31 May\s?–\s?1 June 2026$/);
  });
});
