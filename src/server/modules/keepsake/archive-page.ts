import { type Language, directionOf } from '../../../shared/i18n/languages.js';
import { escapeHtml } from '../../mail/html.js';
import { type MailT, mailT } from '../../mail/mail-texts.js';
import { formatClock } from '../../../shared/format-clock.js';
import { dateLocale, formatCount } from '../../lib/language-format.js';
import type { ArchivedMessage } from './archive-contents.js';

/** Players that read their file's header as the page opens; the rest load when played (see PRELOADED). */
const PRELOADED = 500;

/** '2026-06-14 18:03' (the host's wall clock) as '14 June 2026' (in the page's language) and '18:03'. */
type Readable = (localTime: string) => { date: string; time: string };

function readableIn(language: Language): Readable {
  // The wall clock's day written as a UTC date, so no zone moves it.
  const days = new Intl.DateTimeFormat(dateLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (localTime) => {
    const [date = '', time = ''] = localTime.split(' ');
    const [y, m, d] = date.split('-').map(Number);
    return { date: days.format(Date.UTC(y!, m! - 1, d!)), time };
  };
}

function dateRange(messages: ArchivedMessage[], readable: Readable): string {
  if (messages.length === 0) return '';
  const first = readable(messages[0]!.localTime).date;
  const last = readable(messages.at(-1)!.localTime).date;
  return first === last ? first : `${first} – ${last}`;
}

/** A relative link to a file beside index.html: every character that means something in a URL is escaped. */
const relative = (file: string) => escapeHtml(encodeURIComponent(file));

// Inline and self-contained: the page is opened from an unzipped folder, with no server and no network. Light and
// dark follow the device; one column on a phone, the same column centred on a desktop.
const STYLE = `
:root{color-scheme:light dark;--bg:#f7f4fc;--card:#fff;--text:#1d1728;--muted:#675f75;--accent:#6d28d9;--line:#e6dff2}
@media (prefers-color-scheme:dark){:root{--bg:#13101a;--card:#1e1928;--text:#f2eefa;--muted:#aaa2b8;--accent:#c4a5fa;--line:#342b45}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:linear-gradient(135deg,#6d28d9,#db2777);color:#fff;text-align:center;padding:40px 20px 64px}
header .kicker{margin:0;font-size:.75rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;opacity:.85}
h1{margin:6px auto 8px;max-width:24ch;font-size:clamp(1.75rem,6vw,2.6rem);line-height:1.15;overflow-wrap:anywhere}
header p{margin:0;opacity:.92}
main{max-width:720px;margin:-40px auto 0;padding:0 16px}
ol{list-style:none;margin:0;padding:0;display:grid;gap:12px}
li{background:var(--card);border:1px solid var(--line);border-radius:18px;padding:16px;box-shadow:0 1px 3px rgba(20,10,40,.06)}
.top{display:flex;gap:12px;align-items:center}
.photo{display:block;width:100%;max-width:320px;height:auto;margin-top:12px;border-radius:12px}
.num{flex:none;min-width:2.6rem;height:2.6rem;padding:0 .55rem;border-radius:999px;background:var(--accent);color:var(--card);
display:flex;align-items:center;justify-content:center;font-weight:650;font-size:.85rem;font-variant-numeric:tabular-nums}
h2{margin:0;font-size:1.05rem;line-height:1.3;overflow-wrap:anywhere}
.prompt{margin:4px 0 0;font-style:italic}
.meta{margin:2px 0 0;color:var(--muted);font-size:.875rem;font-variant-numeric:tabular-nums}
.tag{display:inline-block;margin-inline-start:6px;padding:0 8px;border-radius:999px;border:1px solid var(--line);font-size:.75rem}
audio{display:block;width:100%;margin-top:12px}
.file{display:inline-block;margin-top:6px;color:var(--accent);font-size:.8rem;overflow-wrap:anywhere}
.missing{margin:12px 0 0;color:var(--muted);font-style:italic}
.empty{background:var(--card);border-radius:18px;padding:32px 16px;text-align:center;color:var(--muted)}
footer{max-width:720px;margin:0 auto;padding:24px 16px 48px;color:var(--muted);font-size:.8rem;text-align:center}
footer p{margin:4px 0}`;

export interface ArchivePageInput {
  hostName: string;
  timeZone: string;
  /** The host's language (docs/decisions/077): the page's words, dates and direction. */
  language: Language;
  messages: ArchivedMessage[];
  /** When the archive was made, on the host's wall clock ('YYYY-MM-DD HH:MM'). */
  savedAt: string;
}

/**
 * index.html, the archive's listening page, a section at a time (storage/zip-text-entry.ts): every message with
 * its number, name, time, duration, the guest's photo and a player of the file beside it. No script, no link outside the folder.
 * Everything that came from people (names, the host's display name) is escaped.
 */
export function* archivePage({ hostName, timeZone, language, messages, savedAt }: ArchivePageInput): Generator<string> {
  const t = mailT(language);
  const readable = readableIn(language);
  const range = dateRange(messages, readable);
  const count = t('archive.messages', { count: messages.length, total: formatCount(messages.length, language) });
  yield `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('archive.title', { host: hostName }))}</title><style>${STYLE}</style></head>
<body><header><p class="kicker">${escapeHtml(count)}</p><h1>${escapeHtml(hostName)}</h1>${range ? `<p>${escapeHtml(range)}</p>` : ''}</header>
<main>`;
  if (messages.length === 0) yield `<p class="empty">${escapeHtml(t('archive.noMessages'))}</p>`;
  else {
    yield '<ol>\n';
    for (const m of messages) yield entry(m, t, readable);
    yield '</ol>';
  }
  yield `</main>
<footer><p>${escapeHtml(t('archive.timeZone', { zone: timeZone }))} ${escapeHtml(t('archive.spreadsheet'))}</p><p>${escapeHtml(t('archive.savedOn', { date: readable(savedAt).date }))}</p></footer>
</body></html>
`;
}

function entry(m: ArchivedMessage, t: MailT, readable: Readable): string {
  const { date, time } = readable(m.localTime);
  const prompt = m.prompt ? `<p class="prompt">“${escapeHtml(m.prompt)}”</p>` : '';
  const replied = m.replied ? `<span class="tag">${escapeHtml(t('archive.replied'))}</span>` : '';
  // The guest's photo beside the message, from the file next to index.html; lazy, as a thousand would be heavy.
  const photo = m.photoFile
    ? `\n<img class="photo" loading="lazy" src="${relative(m.photoFile)}" alt="${escapeHtml(t('archive.photoAlt', { guest: m.displayName }))}">`
    : '';
  const head = `<div class="top"><span class="num">${m.label}</span><div><h2>${escapeHtml(m.displayName)}</h2>
<p class="meta"><time datetime="${new Date(m.at).toISOString()}">${escapeHtml(`${date}, ${time}`)}</time> · ${formatClock(m.duration)}${replied}</p>${prompt}</div></div>${photo}`;
  if (!m.file) return `<li id="m${m.number}">${head}<p class="missing">${escapeHtml(t('archive.missing'))}</p></li>\n`;
  const src = relative(m.file);
  // Past PRELOADED players Chromium refuses to create more (1,000 per page); unread ones cost it nothing.
  const preload = m.number <= PRELOADED ? 'metadata' : 'none';
  return `<li id="m${m.number}">${head}
<audio controls preload="${preload}" src="${src}">${escapeHtml(t('archive.cannotPlay'))}</audio>
<a class="file" href="${src}">${escapeHtml(t('archive.openFile'))}: ${escapeHtml(m.file)}</a></li>\n`;
}
