import { type RawBuilder, sql } from 'kysely';
import { profileImageFields } from '../../../shared/api-aliases.js';
import type { Dialect } from '../../db/database.js';
import { JSON_SQL, type JsonSql } from '../../db/json-sql.js';

/**
 * The admin view of users (`AdminUserView`, docs/product-spec.md, section 3) written by the database as JSON text.
 *
 * Why: a page of 100 users with their profiles is ~3,000 values; reading them into row objects, mapping them and
 * stringifying the result was most of the ~4 ms of server CPU a request took, and the database's JSON functions
 * do the same in about a third of that. The text is constant per dialect, so it is built once here instead of as a
 * Kysely expression per request (building and transforming those ~80 nodes cost half as much as running the query).
 *
 * It reads the tables as `page` (id, created_at), `u` (users), `p` (creator_profiles, left joined) and `c`
 * (profile_counters, left joined); see `listUsersJson`. The profile is the public one (`toPublicProfile`: no gallery
 * password or QR payload, not the admin's to need) plus its owner's id and the admins' suspension, field for field;
 * the admin tests compare the two.
 */

/** The page's greeting as `toGreeting` (profiles.service.ts) shapes it: the copy once made, whole seconds, at least 1. */
function greeting(json: JsonSql): string {
  const seconds = 'cast(round(p.greeting_duration_ms / 1000.0) as integer)';
  return json.object([
    ['audioPath', 'coalesce(p.greeting_playable_path, p.greeting_path)'],
    ['duration', `case when ${seconds} < 1 then 1 else ${seconds} end`],
    ['preparing', json.bool('case when p.greeting_playable_path is null then 1 else 0 end')],
  ]);
}

function userView(json: JsonSql): string {
  const profile = json.object([
    ['id', 'p.id'],
    ['username', 'p.username'],
    ['displayName', 'p.display_name'],
    ['bio', 'p.bio'],
    ['description', 'p.description'],
    ['isActive', json.bool('p.is_active')],
    ...Object.entries(profileImageFields('p.profile_image_path')),
    ['gallerySlug', 'p.gallery_slug'],
    ['galleryPasswordEnabled', json.bool('p.gallery_password_enabled')],
    ['overlayColor', 'p.overlay_color'],
    ['overlayOpacity', 'p.overlay_opacity'],
    ['blurEffect', json.bool('p.blur_effect')],
    ['backgroundImagePath', 'p.background_image_path'],
    ['backgroundVideoPath', 'p.background_video_path'],
    [
      'backgroundUrl',
      "coalesce(case when p.background_type = 'video' then p.background_video_path else p.background_image_path end, p.background_image_path, p.background_video_path)",
    ],
    ['backgroundType', 'p.background_type'],
    ['textTheme', 'p.text_theme'],
    ['eventDate', 'p.event_date'],
    ['eventKind', 'p.event_kind'],
    ['pageTheme', 'p.page_theme'],
    ['sealedUntil', 'p.sealed_until'],
    ['sealedOpensAt', `case when p.sealed_opens_at is null then null else ${json.isoTime('p.sealed_opens_at')} end`],
    ['createdAt', json.isoTime('p.created_at')],
    ['updatedAt', json.isoTime('p.updated_at')],
    ['userId', 'p.user_id'],
    ['suspension', `case when p.suspended_at is null then null else ${json.object([['since', json.isoTime('p.suspended_at')], ['reason', 'p.suspension_reason']])} end`],
    ['prompts', json.parsed('p.prompts')],
    ['greeting', `case when p.greeting_path is null or p.greeting_duration_ms is null then null else ${greeting(json)} end`],
    ['language', 'p.language'],
    ['followGuestLanguage', json.bool('p.follow_guest_language')],
  ]);
  // Replies are those sent, as on the creator's dashboard.
  const stats = json.object([
    ['voiceMessages', 'coalesce(c.voice_messages, 0)'],
    ['emailSubscribers', 'coalesce(c.email_subscribers, 0)'],
    ['pageViews', 'coalesce(c.page_views, 0)'],
    ['voiceReplies', 'coalesce(c.replies_sent, 0)'],
  ]);
  return json.object([
    ['id', 'u.id'],
    ['firstName', 'u.first_name'],
    ['lastName', 'u.last_name'],
    ['email', 'u.email'],
    ['createdAt', json.isoTime('u.created_at')],
    ['authProvider', 'u.auth_provider'],
    ['isEmailVerified', json.bool('u.is_email_verified')],
    ['googleId', 'u.google_id'],
    ['githubId', 'u.github_id'],
    ['profile', `case when p.id is null then null else ${profile} end`],
    ['stats', stats],
  ]);
}

/** One user as the JSON text of an `AdminUserView`. */
export const USER_JSON: Record<Dialect, RawBuilder<string>> = {
  sqlite: sql.raw<string>(JSON_SQL.sqlite.text(userView(JSON_SQL.sqlite))),
  postgres: sql.raw<string>(JSON_SQL.postgres.text(userView(JSON_SQL.postgres))),
};
