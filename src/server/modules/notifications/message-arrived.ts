import type { NewJob } from '../../jobs/jobs.repository.js';

/**
 * Every guest message is announced by a durable job, enqueued in the transaction (on PostgreSQL, the one statement)
 * that stores it, so no message goes unannounced and none is announced twice. modules/messages enqueues it; this module
 * (notifications), below messages so that the time capsule's mails may use its recipients, handles it: it mails the
 * hosts, registered through app.ts.
 */
export const MESSAGE_ARRIVED_JOB = 'message-arrived';

export interface MessageArrived {
  messageId: string;
}

// Keyed apart from the playable copy's 'message:<id>', so a look-up by key alone still finds one job.
export const messageArrivedJob = (messageId: string): NewJob => ({
  kind: MESSAGE_ARRIVED_JOB,
  key: `voice-message:${messageId}`,
  payload: { messageId } satisfies MessageArrived,
});
