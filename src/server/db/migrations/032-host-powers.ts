import { type Kysely, sql } from 'kysely';

/**
 * What a co-host may do, and each host's own mail (docs/decisions/065 and 066).
 *
 * - `creator_profiles.sealed_by`: the account that made the page's time capsule. Only the owner seals now; a seal made
 *   before (null here: perhaps by a co-host) is one the owner may always lift.
 * - `co_hosts.new_message_choice` and `co_hosts.time_zone`: a co-host's own new-message mail choice ('each', 'digest',
 *   'none') and clock, so a co-host's settings never change the owner's. It replaces the on/off `new_message_mail`: a
 *   co-host who had turned their copy off keeps 'none'; the others keep what they were getting, the page's choice.
 * - `co_host_invitation_mails`: every invitation mail sent, for a day, so a page sends at most so many a day and the
 *   same address is not mailed twice in a day (an invitation row is deleted when withdrawn or replaced, so the rows of
 *   `co_host_invitations` cannot count them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_profiles').addColumn('sealed_by', 'text').execute();

  await db.schema.alterTable('co_hosts').addColumn('new_message_choice', 'text', (c) => c.notNull().defaultTo('digest')).execute();
  await db.schema.alterTable('co_hosts').addColumn('time_zone', 'text').execute();
  await sql`
    update co_hosts set new_message_choice = case
      when new_message_mail = 0 then 'none'
      else coalesce((select s.new_message_mail from notification_settings s where s.creator_profile_id = co_hosts.creator_profile_id), 'digest')
    end
  `.execute(db);
  await db.schema.alterTable('co_hosts').dropColumn('new_message_mail').execute();

  await db.schema
    .createTable('co_host_invitation_mails')
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('co_host_invitation_mails_page_idx').on('co_host_invitation_mails').columns(['creator_profile_id', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('co_host_invitation_mails').ifExists().execute();
  await db.schema.alterTable('co_hosts').addColumn('new_message_mail', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update co_hosts set new_message_mail = case when new_message_choice = 'none' then 0 else 1 end`.execute(db);
  await db.schema.alterTable('co_hosts').dropColumn('time_zone').execute();
  await db.schema.alterTable('co_hosts').dropColumn('new_message_choice').execute();
  await db.schema.alterTable('creator_profiles').dropColumn('sealed_by').execute();
}
