import { brandPage, escapeHtml } from '../../mail/html.js';

/** The public page a reply mail links to: the host's name and a player for the reply. */
export function replyPage(hostName: string, audioUrl: string): string {
  const title = `${hostName} replied to your voice message`;
  return brandPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>Press play to listen.</p>
<audio controls preload="metadata" src="${escapeHtml(audioUrl)}">Your browser cannot play this recording.</audio>`,
  );
}

export function replyNotFoundPage(): string {
  return brandPage('Reply not found', '<h1>Reply not found</h1><p>This link is not valid, or the message was deleted.</p>');
}
