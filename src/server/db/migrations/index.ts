import type { Migration } from 'kysely/migration';
import * as m001 from './001-accounts-profiles.js';
import * as m003 from './003-voice.js';
import * as m004 from './004-stats.js';
import * as m005 from './005-gallery.js';
import * as m006 from './006-admin.js';
import * as m007 from './007-auth-tokens.js';
import * as m008 from './008-scale-indexes.js';
import * as m009 from './009-message-list-index.js';
import * as m010 from './010-subscriber-list-index.js';
import * as m011 from './011-gallery-crc32.js';
import * as m012 from './012-activity-buckets.js';
import * as m013 from './013-profile-storage.js';
import * as m014 from './014-message-list-version.js';
import * as m015 from './015-user-count.js';
import * as m016 from './016-jobs-and-playable-audio.js';
import * as m017 from './017-unclaimed-upload-budgets.js';
import * as m018 from './018-profile-suspension.js';
import * as m019 from './019-albums.js';
import * as m020 from './020-listen-links.js';
import * as m023 from './023-new-message-mail.js';
import * as m024 from './024-event-date.js';
import * as m025 from './025-greeting-and-prompts.js';
import * as m026 from './026-time-capsule.js';
import * as m027 from './027-co-hosts.js';
import * as m028 from './028-languages.js';
import * as m029 from './029-admin-language.js';
import * as m030 from './030-job-lanes-and-book-cache.js';
import * as m031 from './031-invitation-user-indexes.js';
import * as m032 from './032-host-powers.js';
import * as m033 from './033-co-host-listen-links-seen.js';
import * as m034 from './034-right-to-be-forgotten.js';
import * as m035 from './035-page-design.js';
import * as m036 from './036-party-screen.js';
import * as m037 from './037-message-photos.js';

/** Every migration, in order. A new migration is appended here. */
export const migrations: Record<string, Migration> = {
  '001-accounts-profiles': m001,
  '003-voice': m003,
  '004-stats': m004,
  '005-gallery': m005,
  '006-admin': m006,
  '007-auth-tokens': m007,
  '008-scale-indexes': m008,
  '009-message-list-index': m009,
  '010-subscriber-list-index': m010,
  '011-gallery-crc32': m011,
  '012-activity-buckets': m012,
  '013-profile-storage': m013,
  '014-message-list-version': m014,
  '015-user-count': m015,
  '016-jobs-and-playable-audio': m016,
  '017-unclaimed-upload-budgets': m017,
  '018-profile-suspension': m018,
  '019-albums': m019,
  '020-listen-links': m020,
  '023-new-message-mail': m023,
  '024-event-date': m024,
  '025-greeting-and-prompts': m025,
  '026-time-capsule': m026,
  '027-co-hosts': m027,
  '028-languages': m028,
  '029-admin-language': m029,
  '030-job-lanes-and-book-cache': m030,
  '031-invitation-user-indexes': m031,
  '032-host-powers': m032,
  '033-co-host-listen-links-seen': m033,
  '034-right-to-be-forgotten': m034,
  '035-page-design': m035,
  '036-party-screen': m036,
  '037-message-photos': m037,
};
