import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../shared/profile.types.js';
import { apiRequest, keyToPath } from '../../../lib/api-client.js';
import { publicProfileKey } from '../../../lib/query-keys.js';

/** GET /api/public/{username}: the alternative page's data, same shape as /api/profile/{username}. */
export const getPublicProfile = (username: string, signal?: AbortSignal) =>
  apiRequest<ProfileResponse>('GET', keyToPath(publicProfileKey(username)), undefined, signal);

export const publicProfileQueryOptions = (username: string) =>
  queryOptions({ queryKey: publicProfileKey(username), queryFn: ({ signal }) => getPublicProfile(username, signal) });

export const usePublicProfile = (username: string) => useQuery({ ...publicProfileQueryOptions(username), enabled: username.length > 0 });
