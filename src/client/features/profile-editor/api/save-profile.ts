import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileMediaUploadAnswer } from '../../../../shared/api-aliases.js';
import type { UpdateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { creatorProfileKey, showsProfilePage } from '../../../lib/query-keys.js';

/**
 * The one save path of every profile screen (settings, background, /edit): a picture or background file is first
 * uploaded (POST /api/upload, which judges its kind by its bytes), then the profile is changed by one
 * PUT /api/creator-profile naming the uploaded path. The server checks the path is this user's upload of the
 * right kind, attaches it and deletes what it replaces (decision 044).
 */
export interface UploadedProfileFile {
  path: string;
  kind: 'image' | 'video';
}

/** POST /api/upload as multipart field 'file' (docs/product-spec.md, section 7); the server decides its type from its bytes. */
export async function uploadProfileFile(file: Blob, filename = 'upload'): Promise<UploadedProfileFile> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : filename);
  const reply = await apiRequest<ProfileMediaUploadAnswer>('POST', '/api/upload', form);
  return { path: reply.fileUrl, kind: reply.kind === 'video' ? 'video' : 'image' };
}

export function saveProfile(input: UpdateProfileInput): Promise<CreatorProfile> {
  return apiRequest<CreatorProfile>('PUT', creatorProfileKey[0], input);
}

export const useUploadProfileFile = () =>
  useMutation({ mutationFn: ({ file, filename }: { file: Blob; filename?: string }) => uploadProfileFile(file, filename) });

/** docs/product-spec.md, section 7: a saved profile replaces the cached own profile and refreshes every view of the public page. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(creatorProfileKey, profile);
      await queryClient.invalidateQueries({ predicate: showsProfilePage });
    },
  });
}
