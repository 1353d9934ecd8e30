import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountLanguageInput } from '../../../../shared/auth.schemas.js';
import { chooseLanguage } from '../../../../shared/i18n/languages.js';
import type { User } from '../../../../shared/profile.types.js';
import { apiRequest } from '../../../lib/api-client.js';
import { loadAppT } from '../../../lib/i18n/app-catalogues.js';
import type { AppTranslate } from '../../../lib/i18n/app-texts.js';
import { browserLanguages } from '../../../lib/i18n/browser-languages.js';
import { currentUserKey } from '../../../lib/query-keys.js';

/** The language the app's screens show for an account's choice (null: the browser's). */
export const shownLanguage = (choice: string | null) => chooseLanguage({ requested: choice, browser: browserLanguages() });

/** PUT /api/auth/language (docs/decisions/056): the account's language for its screens and mails, null to follow the browser. */
export const saveAccountLanguage = (input: AccountLanguageInput) => apiRequest<User>('PUT', '/api/auth/language', input);

/**
 * Saves the account's language, then fetches that language's words before the current user is replaced, so the whole
 * app (AppLanguage reads user.language) switches at once, with no screen of old words waiting for a chunk. The
 * answer carries a t() in the new language for the confirmation.
 */
export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: AccountLanguageInput['language']): Promise<{ user: User; t: AppTranslate }> => {
      const user = await saveAccountLanguage({ language });
      return { user, t: await loadAppT(user.language) };
    },
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserKey, user),
  });
}
