import { BRAND } from '../../shared/brand.texts.js';

/**
 * The HTML the server writes itself: account mails, the reply mail and the reply page share one look (font, brand
 * colour, button, small print), and everything placed into them goes through one escapeHtml.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value placed into HTML the server writes (mails, the reply page, the guest's page). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

export interface MailHtml {
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
  const link = escapeHtml(m.button.href);
  const note = m.noteHtml ? `<br>${m.noteHtml}` : '';
  const footer = m.footer ? `\n<p style="font-size:13px;color:#555">${escapeHtml(m.footer)}</p>` : '';
  const items = m.items?.length ? `\n<ul style="padding-left:20px">${m.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  return `<!doctype html>
<html><body style="font-family:${FONT};color:#111;line-height:1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${m.leadHtml}</p>${items}
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(m.button.label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${link}">${link}</a>${note}</p>${footer}
<p style="font-size:12px;color:#888">${escapeHtml(m.signOff)}</p>
</body></html>`;
}

// No script at all and styles in one <style> block, which the app's CSP (style-src 'unsafe-inline') allows.
const PAGE_STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#6d28d9,#db2777);color:#111}
main{background:#fff;border-radius:20px;padding:32px 24px;margin:16px;max-width:420px;width:100%;box-sizing:border-box;
text-align:center;box-shadow:0 20px 50px rgba(0,0,0,.25)}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#555;margin:0 0 20px}audio{width:100%}
footer{margin-top:24px;font-size:.8rem;color:#888}`;

/** A small page the server writes whole (the reply page): one card on the brand's gradient, no script. */
export function brandPage(
  title: string,
  bodyHtml: string,
  { lang = 'en', dir = 'ltr', footer = `Powered by ${BRAND}` }: { lang?: string; dir?: 'ltr' | 'rtl'; footer?: string } = {},
): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>${bodyHtml}<footer>${escapeHtml(footer)}</footer></main></body></html>`;
}
