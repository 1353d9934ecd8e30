import type { ProfileMediaUploadAnswer } from '../../../../shared/api-aliases.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { cropCentreToCircleJpeg } from '../../../lib/crop-image.js';
import { creatorProfileKey } from '../../../lib/query-keys.js';

/**
 * The couple's photo chosen during onboarding (docs/decisions/080): its centred square as the 400 px circle of
 * docs/product-spec.md, section 9, uploaded (POST /api/upload) and made the new page's picture (PUT
 * /api/creator-profile), as settings does after its crop dialog. The crop can be changed later in settings.
 */
export async function setFirstPhoto(file: File): Promise<CreatorProfile> {
  const src = URL.createObjectURL(file);
  try {
    const blob = await cropCentreToCircleJpeg(src);
    const form = new FormData();
    form.append('file', blob, 'profile-picture.jpg');
    const { fileUrl: path } = await apiRequest<ProfileMediaUploadAnswer>('POST', '/api/upload', form);
    return await apiRequest<CreatorProfile>('PUT', creatorProfileKey[0], { profilePicture: path });
  } finally {
    URL.revokeObjectURL(src);
  }
}
