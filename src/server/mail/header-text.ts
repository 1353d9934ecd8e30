/**
 * Text that goes into a mail header (the Subject, the sender's name) when any of it comes from users: a guest's name,
 * a page's display name (docs/decisions/068). The mailer passes every subject and sender name through here, so no
 * mail can forget it.
 * - Line breaks, tabs and NULs become a space: nothing can start a header line of its own.
 * - Bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) are removed, so a name cannot turn the
 *   rest of the subject around ("Invoice <RLO>fdp.exe" shown as "Invoice exe.pdf").
 * - `=?` is written `= ?`: a mail program never reads a name as an RFC 2047 encoded word (`=?utf-8?b?…?=`), which it
 *   would decode into text the sender chose (a fake "[Paid]" or another language's words).
 * At most 200 characters.
 */
const BREAKS = /[\r\n\t\0]+/g;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function headerText(s: string): string {
  return s.replace(BREAKS, ' ').replace(BIDI_CONTROLS, '').replace(/=\?/g, '= ?').trim().slice(0, 200);
}
