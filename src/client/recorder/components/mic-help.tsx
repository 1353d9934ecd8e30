import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { detectInAppBrowser, platformOf } from '../../lib/in-app-browser.js';
import type { RecorderProblem } from '../hooks/use-recorder.js';

const HEADLINE = {
  denied: 'recorder.micFailed',
  failed: 'recorder.micFailed',
  unsupported: 'recorder.cannotRecordHere',
  'no-microphone': 'recorder.noMicrophone',
  busy: 'recorder.microphoneBusy',
  'cannot-record': 'recorder.recordingUnsupported',
  empty: 'recorder.recordingEmpty',
} as const;

/** What to do about it where the guest is: in an app's webview, on an iPhone, on Android, elsewhere. */
function helpFor(t: TFunction, problem: RecorderProblem, userAgent: string): string | null {
  const inApp = detectInAppBrowser(userAgent);
  if (inApp && problem !== 'busy' && problem !== 'empty') return t('recorder.helpInApp', { app: inApp.app });
  if (problem !== 'denied' && problem !== 'failed') return null;
  const platform = platformOf(userAgent);
  return platform === 'ios' ? t('recorder.helpIos') : platform === 'android' ? t('recorder.helpAndroid') : t('recorder.helpOther');
}

/** What happened to the microphone, and what the guest can do about it on their platform. */
export function MicHelp({ problem }: { problem: RecorderProblem }) {
  const { t } = useTranslation();
  const help = helpFor(t, problem, navigator.userAgent);
  return (
    <div role="alert" className="grid gap-1 text-sm">
      <p className="font-medium text-destructive">{t(HEADLINE[problem])}</p>
      {help && <p className="text-muted-foreground">{help}</p>}
    </div>
  );
}
