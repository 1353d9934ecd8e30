import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { GREETING_LIMITS } from '../../../../shared/greeting.limits.js';
import { PromptsSchema } from '../../../../shared/prompts.schemas.js';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { FormField } from '../../../components/ui/form-field.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Input } from '../../../components/ui/input.js';
import { appServerMessage, translatedMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useSaveProfile } from '../api/save-profile.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';

interface Draft {
  /** A key for React that survives removing the question above it. */
  key: number;
  text: string;
}

let nextKey = 0;
const toDrafts = (prompts: readonly string[]): Draft[] => prompts.map((text) => ({ key: nextKey++, text }));

/**
 * 'Questions for your guests' (docs/decisions/051): up to ten, one input each, added and removed here and saved together
 * through the profile's one save path (PUT /api/creator-profile `prompts`) by the screen's save bar (docs/decisions/079).
 * The server checks the same schema.
 */
export function PromptsCard({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const save = useSaveProfile();
  const [drafts, setDrafts] = useState<Draft[]>(() => toDrafts(profile.prompts));
  const [error, setError] = useState<{ index: number | null; message: string } | null>(null);
  // Where keyboard focus goes after an add or a remove, so it is never lost on the page.
  const focusNext = useRef<number | 'add' | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target !== null) inputs.current.get(target)?.focus();
  });

  const saved = profile.prompts;
  const current = drafts.map((d) => d.text.trim());
  const dirty = current.length !== saved.length || current.some((p, i) => p !== saved[i]);
  const full = drafts.length >= GREETING_LIMITS.promptsMax;

  const add = () => {
    if (full) return;
    const draft = { key: nextKey++, text: '' };
    focusNext.current = draft.key;
    setDrafts((list) => [...list, draft]);
  };

  const remove = (index: number) => {
    const after = drafts[index + 1] ?? drafts[index - 1];
    focusNext.current = after ? after.key : 'add';
    setDrafts((list) => list.filter((_, i) => i !== index));
    setError(null);
  };

  const saveNow = async () => {
    const parsed = PromptsSchema.safeParse(drafts.map((d) => d.text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const index = typeof issue.path[0] === 'number' ? issue.path[0] : null;
      setError({ index, message: translatedMessage(issue.message, t) });
      if (index !== null) inputs.current.get(drafts[index]!.key)?.focus();
      throw new Error('invalid');
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({ prompts: parsed.data });
      setDrafts(toDrafts(saved.prompts));
      toast({ title: t('editor.prompts.saved') });
    } catch (err) {
      toast({ title: t('editor.shared.error'), description: appServerMessage(err, t, t('editor.prompts.failed')), variant: 'destructive' });
      throw err;
    }
  };
  useSavePart(dirty, saveNow);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveNow().catch(() => undefined);
  };

  return (
    <Card role="region" aria-labelledby="prompts-card-title">
      <CardHeader>
        <CardTitle id="prompts-card-title">{t('editor.prompts.title')}</CardTitle>
        <CardDescription>{t('editor.prompts.description', { max: GREETING_LIMITS.promptsMax })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {drafts.length === 0 && <p className="text-sm text-muted-foreground">{t('editor.prompts.none')}</p>}
          <ol className="grid gap-4">
            {drafts.map((draft, index) => (
              <li key={draft.key} className="flex items-start gap-2">
                <FormField
                  className="min-w-0 flex-1"
                  label={t('editor.prompts.label', { n: index + 1 })}
                  hint={t('editor.prompts.charactersLeft', { count: GREETING_LIMITS.promptMax - draft.text.length })}
                  error={error?.index === index ? error.message : undefined}
                >
                  {(p) => (
                    <Input
                      {...p}
                      ref={(el) => {
                        if (el) inputs.current.set(draft.key, el);
                        else inputs.current.delete(draft.key);
                      }}
                      value={draft.text}
                      maxLength={GREETING_LIMITS.promptMax}
                      placeholder={t('editor.prompts.placeholder')}
                      onChange={(event) => {
                        const text = event.target.value;
                        setDrafts((list) => list.map((d) => (d.key === draft.key ? { ...d, text } : d)));
                      }}
                    />
                  )}
                </FormField>
                {/* Level with the input, below its label. */}
                <IconButton label={t('editor.prompts.remove', { n: index + 1 })} variant="ghost" className="mt-7 shrink-0" onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ol>
          {error && error.index === null && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
          {full && <p className="text-sm text-muted-foreground">{t('editor.prompts.full', { max: GREETING_LIMITS.promptsMax })}</p>}
          <Button ref={addButton} variant="outline" className="w-full sm:w-fit" onClick={add} disabled={full}>
            <Plus aria-hidden="true" /> {t('editor.prompts.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
