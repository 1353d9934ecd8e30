// Test-only helpers for the archive suites: download it as the dashboard does, and read what the host finds inside.
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '../../test/csv.js';
import { unzip } from '../../test/zip.js';

export const ARCHIVE_URL = '/api/voice-messages/download';

export async function downloadArchive(app: FastifyInstance, cookie: string, tz?: string) {
  const url = tz === undefined ? ARCHIVE_URL : `${ARCHIVE_URL}?${new URLSearchParams({ tz })}`;
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`archive: ${res.statusCode} ${res.body}`);
  const entries = await unzip(res.rawPayload);
  const text = (name: string) => {
    const entry = entries.find((e) => e.name === name);
    if (!entry) throw new Error(`${name} is not in the archive`);
    return entry.data.toString('utf8');
  };
  return {
    res,
    entries,
    audio: entries.filter((e) => e.name !== 'index.html' && e.name !== 'messages.csv'),
    csvText: text('messages.csv'),
    /** messages.csv's rows, the header first (the BOM checked and removed). */
    csv: (): string[][] => {
      const csv = text('messages.csv');
      if (!csv.startsWith('\uFEFF')) throw new Error('messages.csv has no UTF-8 BOM');
      return parseCsv(csv.slice(1));
    },
    html: text('index.html'),
  };
}

/** The `src` of every player on the listening page, decoded: the files it plays. */
export function playerSources(html: string): string[] {
  return [...html.matchAll(/<audio\b[^>]*\bsrc="([^"]*)"/g)].map((m) => decodeURIComponent(unescapeHtml(m[1]!)));
}

/** Every URL the page points at (src, href, CSS url()), as written. */
export function pageUrls(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)="([^"]*)"|url\(([^)]*)\)/g)].map((m) => unescapeHtml(m[1] ?? m[2]!));
}

const unescapeHtml = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** 'YYYY-MM-DD HH:MM' of an instant on a zone's wall clock, as the host's own calendar shows it (Intl, not our code). */
export function wallClock(at: number | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
