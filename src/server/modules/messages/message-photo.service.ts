import { LIMITS } from '../../../shared/limits.js';
import type { MessagePhotoUploadResult } from '../../../shared/voice.types.js';
import type { AppDeps } from '../../deps.js';
import { uprightJpeg } from '../../images/photo-jpeg.js';
import { asJpeg } from '../../storage/image-reencode.js';
import { MESSAGE_PHOTO_PURPOSE } from '../../storage/purposes.js';
import { receiveUpload, type UploadForm } from '../../storage/uploads.js';
import { assertUnclaimedRoom, senderKey } from './unclaimed-budget.js';
import type { VoiceSender } from './voice-upload.service.js';

/**
 * A guest's photo for their message (docs/decisions/082), uploaded before the message is sent, as its recording is:
 * judged by its bytes (an image of a kind we read), refused past its pixel limit before it is decoded, and kept only as
 * an upright JPEG of at most 1600 px without metadata (no location, whatever the camera wrote; HEIC becomes viewable
 * everywhere). It waits unclaimed, counted in its sender's budget of unsent uploads, until a message claims it
 * (photo-claims.ts), or is swept after the hour an unsent recording gets.
 */
export async function receiveMessagePhoto(deps: AppDeps, form: UploadForm, sender: VoiceSender): Promise<MessagePhotoUploadResult> {
  const uploaderKey = senderKey(deps.config.sessionSecret, sender.userId, sender.ip);
  await assertUnclaimedRoom(deps, uploaderKey);
  const stored = await receiveUpload(deps, form, {
    accept: { image: LIMITS.messagePhotoBytes },
    purpose: MESSAGE_PHOTO_PURPOSE,
    // Nobody's until a message claims it: then the page's (its storage and its hosts' eyes).
    owner: {},
    uploaderKey,
    encodeImage: asJpeg((input, detected) => uprightJpeg(input, { heic: detected.ext === 'heic', maxPx: LIMITS.messagePhotoPx })),
  });
  return { path: stored.path };
}
