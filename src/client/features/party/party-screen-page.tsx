import { WifiOff } from 'lucide-react';
import { useParams } from 'react-router';
import type { PartyFeed } from '../../../shared/party.schemas.js';
import { chooseLanguage } from '../../../shared/i18n/languages.js';
import { PageLoader } from '../../components/layout/page-loader.js';
import { errorStatus } from '../../lib/api-client.js';
import { AppLanguage, useAppT } from '../../lib/i18n/app-texts.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { usePartyFeed } from './api/get-party-feed.js';
import { PartyNames } from './components/party-names.js';
import { PartyQr } from './components/party-qr.js';
import { PartySlideshow } from './components/party-slideshow.js';
import { RotatingPrompt } from './components/rotating-prompt.js';

/**
 * /party/{secret}: the party screen for the venue's TV or projector (docs/decisions/081), opened without signing in.
 * In the page's language (?lang first), right to left for Arabic. It asks for news every few seconds and, when an ask
 * fails, keeps what it shows and says it is reconnecting until the server answers again. Never audio, never an email.
 */
export function PartyScreenPage() {
  const { secret = '' } = useParams();
  const feed = usePartyFeed(secret);
  const off = errorStatus(feed.error) === 404;
  const language = chooseLanguage({ requested: new URLSearchParams(window.location.search).get('lang'), pageLanguage: feed.data?.language, followGuestLanguage: false });
  if (!feed.data && !off) return <PageLoader />;
  return (
    <AppLanguage preferred={language} fallback={<PageLoader />}>
      {off || !feed.data ? <PartyScreenOff /> : <PartyScreen feed={feed.data} reconnecting={feed.isError} />}
    </AppLanguage>
  );
}

function PartyScreen({ feed, reconnecting }: { feed: PartyFeed; reconnecting: boolean }) {
  const { t } = useAppT();
  useDocumentTitle(`${t('keepsake.partyScreen.screen.documentTitle')} · ${feed.displayName}`);
  const photos = feed.showPhotos && feed.photos.length > 0;
  return (
    <main className="grid h-dvh w-full grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-[4vh] overflow-hidden bg-stone-950 p-[5vh] text-white">
      <section className="flex min-h-0 flex-col items-center justify-center gap-[2.5vh] text-center">
        <p dir="auto" className="max-w-full truncate text-[2.6vh] font-medium uppercase tracking-widest text-amber-300">
          {feed.displayName}
        </p>
        <h1 className="font-display text-[5.5vh] font-semibold leading-tight">{t('keepsake.partyScreen.screen.invitation')}</h1>
        <PartyQr url={feed.pageUrl} label={t('keepsake.partyScreen.screen.qrAlt')} className="aspect-square h-[42vh] max-w-full rounded-[2vh] bg-white" />
        <p className="text-[2.6vh] text-white/80">{t('keepsake.partyScreen.screen.scan')}</p>
        <p dir="ltr" className="max-w-full break-all font-mono text-[4vh] font-semibold text-white">
          {feed.shortUrl}
        </p>
      </section>

      <section className={`grid min-h-0 gap-[3vh] ${photos ? 'grid-rows-[auto_minmax(0,1fr)_auto]' : 'grid-rows-[auto_auto_auto] content-center'}`}>
        <div className="flex items-end gap-[3vh]">
          <p className="font-display text-[14vh] font-bold leading-none tabular-nums text-amber-300" aria-live="polite" aria-atomic="true">
            {feed.messageCount}
            <span className="sr-only"> {t('keepsake.partyScreen.screen.messagesSoFar', { count: feed.messageCount })}</span>
          </p>
          <div className="pb-[1.5vh]">
            <p className="text-[3.6vh] font-medium" aria-hidden="true">
              {t('keepsake.partyScreen.screen.messagesSoFar', { count: feed.messageCount })}
            </p>
            {feed.sealed && <p className="text-[2.4vh] text-white/70">{t('keepsake.partyScreen.screen.sealed')}</p>}
          </div>
        </div>
        {photos ? <PartySlideshow photos={feed.photos} label={t('keepsake.partyScreen.screen.photos')} /> : <RotatingPrompt prompts={feed.prompts} heading={t('keepsake.partyScreen.screen.prompt')} />}
        <div className="grid min-h-0 gap-[2.5vh]">
          {photos && <RotatingPrompt prompts={feed.prompts} heading={t('keepsake.partyScreen.screen.prompt')} />}
          {feed.showNames && <PartyNames names={feed.names} heading={t('keepsake.partyScreen.screen.justLeft')} />}
        </div>
      </section>

      {reconnecting && (
        <p role="status" className="fixed bottom-[2vh] end-[2vh] flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-[2vh] text-white">
          <WifiOff className="size-[2.4vh]" aria-hidden="true" />
          {t('keepsake.partyScreen.screen.reconnecting')}
        </p>
      )}
    </main>
  );
}

function PartyScreenOff() {
  const { t } = useAppT();
  useDocumentTitle(t('keepsake.partyScreen.screen.documentTitle'));
  return (
    <main className="flex h-dvh w-full flex-col items-center justify-center gap-[2vh] bg-stone-950 p-[5vh] text-center text-white">
      <h1 className="font-display text-[5vh] font-semibold">{t('keepsake.partyScreen.screen.offTitle')}</h1>
      <p className="max-w-[60ch] text-[2.8vh] text-white/80">{t('keepsake.partyScreen.screen.offBody')}</p>
    </main>
  );
}
