import {
  DEFAULT_NEW_MESSAGE_MAIL,
  DIGEST_HOUR,
  type NotificationSettings,
  type UpdateNotificationSettingsInput,
} from '../../../shared/notifications.schemas.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { AppDeps } from '../../deps.js';
import { mailLanguage } from '../../mail/mail-texts.js';
import { AppError } from '../../errors.js';
import type { HostedPage } from '../accounts/page-access.js';
import { clearPendingMessages } from './digest.repository.js';
import { anyHostOnDigest, findCoHost, findPageRecipient, findSettings, saveCoHostSettings, saveSettings } from './notifications.repository.js';
import { timeZoneOf } from './notifications.jobs.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const toSettings = (row: { newMessageMail?: NotificationSettings['newMessageMail'] | null; timeZone?: string | null } | undefined): NotificationSettings => ({
  newMessageMail: row?.newMessageMail ?? DEFAULT_NEW_MESSAGE_MAIL,
  timeZone: timeZoneOf({ timeZone: row?.timeZone ?? null }),
  digestHour: DIGEST_HOUR,
});

/**
 * The signed-in host's own choice on the page the request acts on (docs/decisions/066): the owner's is the page's
 * (notification_settings), a co-host's is their own (co_hosts). A co-host's zone falls back to the page's.
 */
export async function getOwnNotificationSettings(deps: AppDeps, page: HostedPage, userId: string): Promise<NotificationSettings> {
  const settings = await findSettings(deps.db, page.profileId);
  if (page.role === 'owner') return toSettings(settings);
  const own = await findCoHost(deps.db, page.profileId, userId);
  if (!own) throw AppError.refuse(404, 'profile_not_found');
  return toSettings({ newMessageMail: own.newMessageChoice, timeZone: own.timeZone ?? settings?.timeZone ?? null });
}

/**
 * Changes the choice, the zone, or both, of the signed-in host alone: the owner's own (the page's row), or a
 * co-host's own (their co_hosts row), so one host's choice never silences another's mail. The digest's waiting list
 * is dropped once no host of the page wants the digest any more (those messages are in the inbox).
 */
export async function updateOwnNotificationSettings(deps: AppDeps, page: HostedPage, userId: string, input: UpdateNotificationSettingsInput): Promise<NotificationSettings> {
  if (page.role === 'owner') await setPageSettings(deps, page.profileId, input);
  else await setCoHostSettings(deps, page.profileId, userId, input);
  return getOwnNotificationSettings(deps, page, userId);
}

async function setPageSettings(deps: AppDeps, profileId: string, input: UpdateNotificationSettingsInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await saveSettings(trx, profileId, input, Date.now());
    if (input.newMessageMail !== undefined && !(await anyHostOnDigest(trx, profileId))) await clearPendingMessages(trx, profileId);
  });
}

async function setCoHostSettings(deps: AppDeps, profileId: string, userId: string, input: UpdateNotificationSettingsInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await saveCoHostSettings(trx, profileId, userId, input);
    if (input.newMessageMail !== undefined && !(await anyHostOnDigest(trx, profileId))) await clearPendingMessages(trx, profileId);
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
  // The page speaks the language of the account the link was mailed to, as its mails did.
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
  if (page.coHost) await setCoHostSettings(deps, page.profileId, page.userId, { newMessageMail: 'none' });
  else await setPageSettings(deps, page.profileId, { newMessageMail: 'none' });
  return { displayName: page.displayName, language: page.language };
}
