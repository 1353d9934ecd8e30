import { ExternalLink, MonitorPlay, Power, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { CopyButton } from '../../../components/copy-button.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Label } from '../../../components/ui/label.js';
import { Switch } from '../../../components/ui/switch.js';
import { usePageRole } from '../../../lib/api/page-role.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';
import { usePartyScreen } from '../api/get-party-screen.js';
import { useRotatePartyScreen } from '../api/rotate-party-screen.js';
import { useSwitchOffPartyScreen } from '../api/switch-off-party-screen.js';
import { useSwitchPartyScreen } from '../api/switch-party-screen.js';
import { useTurnOnPartyScreen } from '../api/turn-on-party-screen.js';

/**
 * The host's party screen card (docs/decisions/081): switch the venue's screen on, open or copy its secret link, make
 * a new link (the old one stops), switch photos and names, switch it off. The owner's alone: a co-host reads why.
 */
export function PartyScreenCard() {
  const { t } = useAppT();
  const id = useId();
  const role = usePageRole();
  const owner = role === 'owner';
  const { data: screen, isError } = usePartyScreen({ enabled: owner });
  const turnOn = useTurnOnPartyScreen();
  const rotate = useRotatePartyScreen();
  const switches = useSwitchPartyScreen();
  const switchOff = useSwitchOffPartyScreen();
  const busy = turnOn.isPending || rotate.isPending || switches.isPending || switchOff.isPending;

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <MonitorPlay className="size-5 text-primary" aria-hidden="true" />
          {t('keepsake.partyScreen.title')}
        </CardTitle>
        <CardDescription>{t('keepsake.partyScreen.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {role === 'co-host' ? (
          <p className="text-sm text-muted-foreground">{t('keepsake.partyScreen.ownerOnly')}</p>
        ) : !screen ? (
          isError ? <p className="text-sm text-destructive">{t('keepsake.partyScreen.failed')}</p> : null
        ) : !screen.enabled || !screen.url ? (
          <>
            <p className="text-sm text-muted-foreground">{t('keepsake.partyScreen.off')}</p>
            <Button onClick={() => turnOn.mutate(undefined)} disabled={busy}>
              <Power aria-hidden="true" />
              {t('keepsake.partyScreen.turnOn')}
            </Button>
          </>
        ) : (
          <>
            <div>
              <p className="mb-1.5 text-xs font-medium text-muted-foreground" id={`${id}-link`}>
                {t('keepsake.partyScreen.linkLabel')}
              </p>
              <div className="flex items-center gap-2">
                <p aria-labelledby={`${id}-link`} dir="ltr" className="min-w-0 flex-1 truncate rounded-lg bg-muted px-3 py-2 font-mono text-xs">
                  {screen.url}
                </p>
                <CopyButton text={screen.url} label={t('keepsake.partyScreen.copyLink')} />
              </div>
            </div>
            <Button asChild>
              <a href={screen.url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('keepsake.partyScreen.open')}
              </a>
            </Button>
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-photos`}>{t('keepsake.partyScreen.showPhotos')}</Label>
              <Switch id={`${id}-photos`} checked={screen.showPhotos} disabled={busy} onCheckedChange={(on) => switches.mutate({ showPhotos: on })} />
            </div>
            {screen.showPhotos && screen.galleryLocked && <p className="text-sm text-muted-foreground">{t('keepsake.partyScreen.galleryLocked')}</p>}
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-names`}>{t('keepsake.partyScreen.showNames')}</Label>
              <Switch id={`${id}-names`} checked={screen.showNames} disabled={busy} onCheckedChange={(on) => switches.mutate({ showNames: on })} />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" onClick={() => rotate.mutate(undefined)} disabled={busy}>
                <RefreshCw aria-hidden="true" />
                {t('keepsake.partyScreen.rotate')}
              </Button>
              <Button variant="outline" onClick={() => switchOff.mutate()} disabled={busy}>
                <Power aria-hidden="true" />
                {t('keepsake.partyScreen.switchOff')}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
