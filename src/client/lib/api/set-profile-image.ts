import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile } from '../../../shared/profile.types.js';
import { apiRequest } from '../api-client.js';
import { creatorProfileKey, showsProfilePage } from '../query-keys.js';
import { uploadMedia } from './upload-media.js';

/** PUT /api/profile-image with the path of an uploaded picture. */
export function setProfileImage(fileUrl: string): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>('PUT', '/api/profile-image', { fileUrl });
}

/** The picture flow of spec section 4: the cropped JPEG is uploaded (POST /api/upload), then set on the profile. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cropped: Blob) => {
      const { fileUrl } = await uploadMedia('/api/upload', cropped, 'profile-picture.jpg');
      return setProfileImage(fileUrl);
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(creatorProfileKey, profile);
      await queryClient.invalidateQueries({ predicate: showsProfilePage });
    },
  });
}
