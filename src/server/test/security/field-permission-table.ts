// Test-only: what each role may change with one field of a call (docs/decisions/065 and 066). The route
// table judges whether a call is answered; this one judges what the call changed, read back from the database.
import { uniqueUsername } from '../harness.js';
import type { Role, World } from './security-fixtures.js';

export interface FieldCase {
  method: 'PUT' | 'PATCH';
  url: string;
  payload(w: World): Record<string, unknown>;
  expect: Record<Role, number>;
  /** The stored state the row judges (the owner's page, or one host's own setting), read straight from the database. */
  read(w: World): Promise<unknown>;
  /** The roles whose accepted call changes that state; for everyone else it must read the same after the call. */
  changedBy: Role[];
}

const DAY = 24 * 3_600_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Each creator acts on their own page (a removed co-host on its own, whatever its cookie names), others 401. */
const eachOwnPage = (coHost: number) => ({ anonymous: 401, other: 200, removedCoHost: 200, owner: 200, coHost, admin: 401, superAdmin: 401 });

const ownerPage = (w: World) => w.app.deps.db.selectFrom('creatorProfiles').selectAll().where('id', '=', w.owner.profile.id).executeTakeFirstOrThrow();
const ownerSettings = (w: World) =>
  w.app.deps.db.selectFrom('notificationSettings').select(['newMessageMail', 'timeZone']).where('creatorProfileId', '=', w.owner.profile.id).executeTakeFirst();
const coHostSettings = (w: World) =>
  w.app.deps.db
    .selectFrom('coHosts')
    .select(['newMessageChoice', 'timeZone'])
    .where('creatorProfileId', '=', w.owner.profile.id)
    .where('userId', '=', w.coHost.user.id)
    .executeTakeFirstOrThrow();

/** An owner-only field of the page's settings, sent alone: the co-host is refused and nothing of the page changes. */
const ownerOnlyField = (method: 'PUT' | 'PATCH', field: string, value: (w: World) => unknown): FieldCase => ({
  method,
  url: '/api/creator-profile',
  payload: (w) => ({ [field]: value(w) }),
  expect: eachOwnPage(403),
  read: async (w) => {
    const { updatedAt: _u, ...page } = await ownerPage(w);
    return page;
  },
  changedBy: ['owner'],
});

export const FIELD_PERMISSIONS: Record<string, FieldCase> = {
  'PUT /api/creator-profile username': ownerOnlyField('PUT', 'username', () => uniqueUsername('renamed')),
  'PATCH /api/creator-profile username': ownerOnlyField('PATCH', 'username', () => uniqueUsername('renamed')),
  'PUT /api/creator-profile isActive': ownerOnlyField('PUT', 'isActive', () => false),
  'PUT /api/creator-profile sealedUntil': ownerOnlyField('PUT', 'sealedUntil', () => dayAfter(3650)),
  'PUT /api/creator-profile language': ownerOnlyField('PUT', 'language', () => 'de'),
  'PUT /api/creator-profile followGuestLanguage': ownerOnlyField('PUT', 'followGuestLanguage', () => false),
  // What a co-host may change, for contrast: the page's words.
  'PUT /api/creator-profile displayName': {
    ...ownerOnlyField('PUT', 'displayName', () => `Renamed ${Date.now()}`),
    expect: eachOwnPage(200),
    changedBy: ['owner', 'coHost'],
  },
  // Each host's mail is their own (docs/decisions/066): the owner's choice is the page's row, the co-host's theirs.
  'PUT /api/notification-settings newMessageMail (the owner’s)': {
    method: 'PUT',
    url: '/api/notification-settings',
    payload: () => ({ newMessageMail: 'none' }),
    expect: eachOwnPage(200),
    read: ownerSettings,
    changedBy: ['owner'],
  },
  'PUT /api/notification-settings newMessageMail (the co-host’s)': {
    method: 'PUT',
    url: '/api/notification-settings',
    payload: () => ({ newMessageMail: 'each' }),
    expect: eachOwnPage(200),
    read: coHostSettings,
    changedBy: ['coHost'],
  },
  'PUT /api/notification-settings timeZone (the owner’s)': {
    method: 'PUT',
    url: '/api/notification-settings',
    payload: () => ({ timeZone: 'Asia/Tokyo' }),
    expect: eachOwnPage(200),
    read: ownerSettings,
    changedBy: ['owner'],
  },
  'PUT /api/notification-settings timeZone (the co-host’s)': {
    method: 'PUT',
    url: '/api/notification-settings',
    payload: () => ({ timeZone: 'America/Chicago' }),
    expect: eachOwnPage(200),
    read: coHostSettings,
    changedBy: ['coHost'],
  },
};
