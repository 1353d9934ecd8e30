import {
  DEFAULT_NEW_MESSAGE_MAIL,
  DIGEST_HOUR,
  type NotificationSettings,
  type UpdateNotificationSettingsInput,
} from '../../../shared/notifications.schemas.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import { clearPendingMessages } from './digest.repository.js';
import { findCoHost, findPageRecipient, findSettings, saveSettings, setCoHostMail } from './notifications.repository.js';
import { timeZoneOf } from './notifications.jobs.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const toSettings = (row: { newMessageMail?: NotificationSettings['newMessageMail'] | null; timeZone?: string | null } | undefined): NotificationSettings => ({
  newMessageMail: row?.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL,
  timeZone: timeZoneOf({ timeZone: row?.timeZone ?? null }),
  digestHour: DIGEST_HOUR,
});

/** The signed-in host's choice for their own page (404 without a page). */
export async function getOwnNotificationSettings(deps: AppDeps, userId: string): Promise<NotificationSettings> {
  const profile = await requireOwnProfileRow(deps, userId);
  return toSettings(await findSettings(deps.db, profile.id));
}

/**
 * Changes the choice, the zone, or both, for the signed-in host's own page: there is no way to name another's. Turning
 * the digest off drops the messages waiting for it (they are in the inbox; no digest will name them later).
 */
export async function updateOwnNotificationSettings(deps: AppDeps, userId: string, input: UpdateNotificationSettingsInput): Promise<NotificationSettings> {
  const profile = await requireOwnProfileRow(deps, userId);
  await setPageSettings(deps, profile.id, input);
  return toSettings(await findSettings(deps.db, profile.id));
}

async function setPageSettings(deps: AppDeps, profileId: string, input: UpdateNotificationSettingsInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await saveSettings(trx, profileId, input, Date.now());
    if (input.newMessageMail !== undefined && input.newMessageMail !== 'digest') await clearPendingMessages(trx, profileId);
  });
}

/** The page an unsubscribe link is for, while its recipient still gets its mails; null for a link that is not one. */
export async function findUnsubscribePage(
  deps: AppDeps,
  token: string,
): Promise<{ profileId: string; displayName: string; userId: string; coHost: boolean; language: Language } | null> {
  const target = readUnsubscribeToken(deps.config.sessionSecret, token);
  if (!target) return null;
  const page = await findPageRecipient(deps.db, target.profileId);
  if (!page) return null;
  const found = { profileId: page.profileId, displayName: page.displayName, userId: target.userId };
  // The page speaks the language of the account the link was mailed to (issue 25), as its mails did.
  if (page.userId === target.userId) return { ...found, coHost: false, language: mailLanguage(page.language) };
  // A co-host's link, while they still co-host the page; else (removed, or the owner changed) it speaks for no one.
  const coHost = await findCoHost(deps.db, target.profileId, target.userId);
  return coHost ? { ...found, coHost: true, language: mailLanguage(coHost.language) } : null;
}

/**
 * One click, no sign-in. The owner's link turns the page's new-message mails off ('none'; settings can turn them on
 * again); a co-host's turns off only that co-host's copy, so one host's click never silences the other's mail.
 */
export async function unsubscribe(deps: AppDeps, token: string): Promise<{ displayName: string; language: Language } | null> {
  const page = await findUnsubscribePage(deps, token);
  if (!page) return null;
  if (page.coHost) await setCoHostMail(deps.db, page.profileId, page.userId, false);
  else await setPageSettings(deps, page.profileId, { newMessageMail: 'none' });
  return { displayName: page.displayName, language: page.language };
}
