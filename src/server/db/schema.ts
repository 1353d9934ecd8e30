import type { AccountsTables } from '../modules/accounts/accounts.table.js';
import type { CoHostsTables } from '../modules/co-hosts/co-hosts.table.js';
import type { AdminTables } from '../modules/admin/admin.table.js';
import type { ProfilesTables } from '../modules/profiles/profiles.table.js';
import type { LinksTables } from '../modules/links/links.table.js';
import type { SubscribersTables } from '../modules/subscribers/subscribers.table.js';
import type { MessagesTables } from '../modules/messages/messages.table.js';
import type { RepliesTables } from '../modules/replies/replies.table.js';
import type { GalleryTables } from '../modules/gallery/gallery.table.js';
import type { ProfileStorageTable, StoredObjectsTable } from '../storage/stored-objects.table.js';
import type { EmailTokensTables } from '../modules/accounts/email-tokens.table.js';
import type { OAuthTables } from '../modules/oauth/oauth.table.js';
import type { StatsTables } from '../modules/stats/stats.table.js';
import type { JobsTables } from '../jobs/jobs.table.js';
import type { AlbumTables } from '../modules/keepsake/album.table.js';
import type { BookTables } from '../modules/keepsake/book.table.js';
import type { ListenTables } from '../modules/keepsake/listen.table.js';
import type { NotificationsTables } from '../modules/notifications/notifications.table.js';
import type { PartyTables } from '../modules/party/party.table.js';

/** The whole database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case columns). */
export interface DB extends AccountsTables, ProfilesTables, LinksTables, MessagesTables, RepliesTables, SubscribersTables, GalleryTables, AdminTables, EmailTokensTables, OAuthTables, StatsTables, JobsTables, ListenTables, NotificationsTables, AlbumTables, BookTables, CoHostsTables, PartyTables {
  storedObjects: StoredObjectsTable;
  profileStorage: ProfileStorageTable;
}
