import { apiFetch } from '../../../lib/api-client.js';

/** GET /api/email-subscribers/emails: every address, comma-separated, for "copy all emails". */
export async function getSubscriberEmails(): Promise<string[]> {
  const text = await (await apiFetch('GET', '/api/email-subscribers/emails')).text();
  return text ? text.split(',') : [];
}
