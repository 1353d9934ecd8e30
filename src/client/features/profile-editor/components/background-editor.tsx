import { ExternalLink, Save } from 'lucide-react';
import { useState } from 'react';
import type { CreatorProfile } from '../../../../shared/profile.types.js';
import { HiddenPageNotice } from '../../../components/profile/hidden-page-notice.js';
import { ProfilePhonePreview } from '../../../components/profile/profile-phone-preview.js';
import { SuspendedPageNotice } from '../../../components/profile/suspended-page-notice.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { appServerMessage } from '../../../lib/i18n/app-server-message.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { toast } from '../../../lib/toast.js';
import { useOwnPreview } from '../../../lib/api/get-own-preview.js';
import { publicPagePath } from '../../../lib/urls.js';
import { useSaveProfile, useUploadProfileFile } from '../api/save-profile.js';
import { useSavePart } from '../../../components/unsaved/save-scope.js';
import { BackgroundMediaPicker } from './background-media-picker.js';
import { OverlayColorPicker } from './overlay-color-picker.js';
import { TextThemePicker } from './text-theme-picker.js';
import { PageThemePicker } from './page-theme-picker.js';
import { pageLook, type PageTheme } from '../../../../shared/page-design.js';

/** The background form state of docs/product-spec.md, section 3, and the page's designed theme (docs/decisions/080). */
interface BackgroundForm {
  pageTheme: PageTheme | null;
  backgroundType: 'image' | 'video' | null;
  textTheme: 'white' | 'black';
  overlayColor: string;
  backgroundImage: string | null;
  backgroundVideo: string | null;
}

const sameBackground = (a: BackgroundForm, b: BackgroundForm) =>
  (Object.keys(a) as Array<keyof BackgroundForm>).every((key) => a[key] === b[key]);

const fromProfile = (p: CreatorProfile): BackgroundForm => ({
  pageTheme: p.pageTheme,
  backgroundType: p.backgroundType,
  textTheme: p.textTheme,
  overlayColor: p.overlayColor,
  backgroundImage: p.backgroundImagePath,
  backgroundVideo: p.backgroundVideoPath,
});

export function BackgroundEditor({ profile }: { profile: CreatorProfile }) {
  const { t } = useAppT();
  const [form, setForm] = useState<BackgroundForm>(() => fromProfile(profile));
  const [hexDraft, setHexDraft] = useState(profile.overlayColor);
  const upload = useUploadProfileFile();
  const save = useSaveProfile();
  // The owner's read: the public call is 404 while the page is hidden, and the preview would lose its links.
  const { data: preview } = useOwnPreview();
  const busy = upload.isPending || save.isPending;
  const set = (patch: Partial<BackgroundForm>) => setForm((f) => ({ ...f, ...patch }));
  const setColor = (color: string) => {
    set({ overlayColor: color });
    setHexDraft(color);
  };

  // A theme brings its text colour and overlay along; both stay adjustable below, and one Save keeps all three.
  const pickTheme = (pageTheme: PageTheme | null) => {
    const look = pageLook(pageTheme);
    set({ pageTheme, textTheme: look.textTheme });
    setColor(look.overlayColor);
  };

  const onFile = (file: File) =>
    upload.mutate({ file }, {
      onSuccess: ({ kind, path }) => {
        set(kind === 'video' ? { backgroundType: 'video', backgroundVideo: path, backgroundImage: null } : { backgroundType: 'image', backgroundImage: path, backgroundVideo: null });
        toast({ title: t('editor.background.uploadSuccessful') });
      },
      onError: () => toast({ title: t('editor.shared.uploadError'), description: t('editor.shared.backgroundUploadFailed'), variant: 'destructive' }),
    });

  const saveNow = async () => {
    try {
      const saved = await save.mutateAsync({
        pageTheme: form.pageTheme,
        backgroundType: form.backgroundType,
        textTheme: form.textTheme,
        overlayColor: form.overlayColor,
        backgroundImage: form.backgroundImage,
        backgroundVideo: form.backgroundVideo,
      });
      setForm(fromProfile(saved));
      setHexDraft(saved.overlayColor);
      toast({ title: t('editor.background.updated') });
    } catch (error) {
      toast({ title: t('editor.shared.error'), description: appServerMessage(error, t, t('editor.background.updateFailed')), variant: 'destructive' });
      throw error;
    }
  };
  const onSave = () => void saveNow().catch(() => undefined);
  // The screen's one Save; the host is asked before leaving with changes it has not saved (docs/decisions/079).
  useSavePart(!sameBackground(form, fromProfile(profile)), saveNow);

  const mediaPath = form.backgroundType === 'video' ? form.backgroundVideo : form.backgroundImage;
  const previewProfile = {
    ...profile,
    pageTheme: form.pageTheme,
    textTheme: form.textTheme,
    overlayColor: form.overlayColor,
    backgroundType: form.backgroundType,
    backgroundImagePath: form.backgroundImage,
    backgroundVideoPath: form.backgroundVideo,
    backgroundUrl: mediaPath,
  };

  return (
    <div className="grid gap-6">
      {/* Above everything, so a phone shows it before the form and its preview far below. */}
      {profile.suspension ? <SuspendedPageNotice suspension={profile.suspension} /> : !profile.isActive && <HiddenPageNotice />}
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('editor.background.design')}</CardTitle>
              <CardDescription>{t('editor.background.designHint')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PageThemePicker value={form.pageTheme} onChange={pickTheme} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('editor.background.media')}</CardTitle>
            </CardHeader>
            <CardContent>
              <BackgroundMediaPicker
                type={form.backgroundType}
                path={mediaPath}
                busy={busy}
                uploading={upload.isPending}
                onFile={onFile}
                onRemove={() => set({ backgroundType: null, backgroundImage: null, backgroundVideo: null })}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('editor.background.textColour')}</CardTitle>
            </CardHeader>
            <CardContent>
              <TextThemePicker value={form.textTheme} onChange={(textTheme) => set({ textTheme })} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('editor.background.overlay')}</CardTitle>
            </CardHeader>
            <CardContent>
              <OverlayColorPicker value={form.overlayColor} onChange={setColor} hexDraft={hexDraft} onHexDraft={setHexDraft} />
            </CardContent>
          </Card>
          <Button size="lg" onClick={onSave} disabled={busy} className="w-full sm:w-fit">
            <Save aria-hidden="true" />
            {save.isPending ? t('editor.shared.saving') : t('editor.background.save')}
          </Button>
        </div>
        {/* On a phone the preview comes first and stays in view (sticky under the top bar) while colours are picked;
            drawn at its desktop size and scaled to half, so it is the same picture, smaller. */}
        <div className="contents lg:sticky lg:top-20 lg:grid lg:content-start lg:gap-4 lg:self-start">
          <div className="sticky top-16 z-20 order-first -mx-4 border-b border-border bg-background/95 px-4 pb-3 pt-2 backdrop-blur sm:-mx-6 sm:px-6 md:mx-0 md:px-0 lg:static lg:order-none lg:m-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
            <p className="mb-2 text-center text-sm font-medium text-muted-foreground">{t('editor.background.livePreview')}</p>
            <div className="mx-auto h-[267px] w-[150px] lg:h-auto lg:w-auto">
              <div className="w-[300px] origin-top-left scale-50 rtl:origin-top-right lg:w-auto lg:scale-100">
                <ProfilePhonePreview profile={previewProfile} socialLinks={preview?.socialLinks ?? []} customLinks={preview?.customLinks ?? []} />
              </div>
            </div>
          </div>
          <Button asChild variant="outline" className="mx-auto">
            <a href={publicPagePath(profile.username)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('editor.shared.viewFullProfile')}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
