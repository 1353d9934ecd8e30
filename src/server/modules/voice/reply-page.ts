import { BRAND } from '../../../shared/brand.texts.js';
import { escapeHtml } from '../../lib/escape-html.js';

// No script at all and styles in one <style> block, which the app's CSP (style-src 'unsafe-inline') allows.
const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#6d28d9,#db2777);color:#111}
main{background:#fff;border-radius:20px;padding:32px 24px;margin:16px;max-width:420px;width:100%;box-sizing:border-box;
text-align:center;box-shadow:0 20px 50px rgba(0,0,0,.25)}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#555;margin:0 0 20px}audio{width:100%}
footer{margin-top:24px;font-size:.8rem;color:#888}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<footer>Powered by ${BRAND}</footer></main></body></html>`;
}

/** The public page a reply mail links to: the host's name and a player for the reply. */
export function replyPage(hostName: string, audioUrl: string): string {
  const title = `${hostName} replied to your voice message`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>Press play to listen.</p>
<audio controls preload="metadata" src="${escapeHtml(audioUrl)}">Your browser cannot play this recording.</audio>`,
  );
}

export function replyNotFoundPage(): string {
  return page('Reply not found', '<h1>Reply not found</h1><p>This link is not valid, or the message was deleted.</p>');
}
