import { BRAND } from '../../shared/brand.texts.js';
import { directionOf, type Language } from '../../shared/i18n/languages.js';
import type { Values } from '../../shared/i18n/translator.js';
import { type MailKey, type MailT, mailT } from './mail-texts.js';

/**
 * The HTML the server writes itself: account mails, the reply mail and the reply page share one look (font, brand
 * colour, button, small print), and everything placed into them goes through one escapeHtml.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value placed into HTML the server writes (mails, the reply page, the guest's page). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/**
 * A catalogue text as HTML: its words escaped, `values` (text) escaped into their placeholders, `html` (already HTML:
 * a <strong> name, a link) placed as it is. Placeholders are filled in one pass, so a value is never read again.
 */
export function htmlT(t: MailT, key: MailKey, values: Values = {}, html: Record<string, string> = {}): string {
  const names = Object.keys({ ...values, ...html }).filter((name) => name !== 'count');
  const kept = Object.fromEntries(names.map((name) => [name, `{{${name}}}`]));
  const template = escapeHtml(t(key, values.count === undefined ? kept : { ...kept, count: values.count }));
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in html ? html[name]! : name in values ? escapeHtml(String(values[name])) : whole,
  );
}

/** A number with its unit ('7 s') kept on one line in HTML. */
export const unbroken = (text: string) => escapeHtml(text).replace(/ /g, '&nbsp;');

export interface MailHtml {
  /** The mail's language: <html lang dir>, and the words of the layout ('Or open this link:'). */
  language: Language;
  greeting: string;
  /** The message, already HTML (escape what came from people). */
  leadHtml: string;
  /** Lines listed under the message, plain text (escaped here). */
  items?: string[];
  button: { label: string; href: string };
  /** Small print under the button, already HTML; the raw link comes first, for clients that block buttons. */
  noteHtml?: string;
  footer?: string;
  signOff: string;
}

/** A mail's HTML body: greeting, message (and a list), one button, the raw link, small print, sign-off. */
export function mailHtml(m: MailHtml): string {
  const dir = directionOf(m.language);
  const link = escapeHtml(m.button.href);
  const note = m.noteHtml ? `<br>${m.noteHtml}` : '';
  const footer = m.footer ? `\n<p style="font-size:13px;color:#555">${escapeHtml(m.footer)}</p>` : '';
  const indent = dir === 'rtl' ? 'padding-right' : 'padding-left';
  const items = m.items?.length ? `\n<ul style="${indent}:20px">${m.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  // Some mail programs drop <html>'s attributes: a right-to-left mail says so on <body> too.
  const bodyDir = dir === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${escapeHtml(m.language)}" dir="${dir}"><body${bodyDir} style="font-family:${FONT};color:#111;line-height:1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${m.leadHtml}</p>${items}
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(m.button.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(mailT(m.language)('layout.openLink'))} <a href="${link}">${link}</a>${note}</p>${footer}
<p style="font-size:12px;color:#888">${escapeHtml(m.signOff)}</p>
</body></html>`;
}

// No script at all and styles in one <style> block, which the app's CSP (style-src 'unsafe-inline') allows.
const BRAND_GRADIENT = 'linear-gradient(135deg,#6d28d9,#db2777)';
const PAGE_STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${BRAND_GRADIENT};color:#111}
main{background:#fff;border-radius:20px;padding:32px 24px;margin:16px;max-width:420px;width:100%;box-sizing:border-box;
text-align:center;box-shadow:0 20px 50px rgba(0,0,0,.25)}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#555;margin:0 0 20px}audio{width:100%}
footer{margin-top:24px;font-size:.8rem;color:#666}`;

/**
 * A small page the server writes whole (the reply page): one card on the brand's gradient, or on a host page's own
 * background and heading face when given (docs/decisions/080; CSS values from src/shared/page-design.ts, never a
 * visitor's text), no script.
 */
export function brandPage(
  title: string,
  bodyHtml: string,
  {
    lang = 'en',
    dir = 'ltr',
    footer = `Powered by ${BRAND}`,
    background,
    headingFont,
  }: { lang?: string; dir?: 'ltr' | 'rtl'; footer?: string; background?: string; headingFont?: string } = {},
): string {
  const look = [
    headingFont ? `h1{font-family:${headingFont}}` : '',
    'img.host{display:block;width:96px;height:96px;margin:-72px auto 12px;border-radius:50%;object-fit:cover;border:4px solid #fff;box-shadow:0 8px 20px rgba(0,0,0,.2)}',
    'main:has(img.host){margin-top:72px}',
  ].join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${background ? PAGE_STYLE.replace(BRAND_GRADIENT, background) : PAGE_STYLE}${look}</style></head>
<body><main>${bodyHtml}<footer>${escapeHtml(footer)}</footer></main></body></html>`;
}
