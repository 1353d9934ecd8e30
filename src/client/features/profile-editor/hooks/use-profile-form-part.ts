import type { UpdateProfileInput } from '../../../../shared/profile.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useSaveProfile } from '../api/save-profile.js';

/**
 * A profile form as one part of its screen's save bar (docs/decisions/079): checked, sent with PUT
 * /api/creator-profile, set back to what was saved, and 'updated' told; a failure is told and thrown on, so that the
 * bar stops at it. Returns the save, for the form's own Enter.
 */
export function useProfileFormPart(
  isDirty: boolean,
  form: { check: () => Promise<boolean>; input: () => UpdateProfileInput; saved: (profile: CreatorProfile) => void },
): () => Promise<void> {
  const { t } = useAppT();
  const update = useSaveProfile();
  const saveNow = async () => {
    if (!(await form.check())) throw new Error('invalid');
    try {
      form.saved(await update.mutateAsync(form.input()));
      toast({ title: t('editor.form.updated') });
    } catch (error) {
      toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.form.updateFailed')), variant: 'destructive' });
      throw error;
    }
  };
  useSavePart(isDirty, saveNow);
  return saveNow;
}
