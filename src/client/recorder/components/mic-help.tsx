import type { Translate } from '../../../shared/i18n/translator.js';
import { useT } from '../../lib/i18n/guest-texts.js';
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
function helpFor(t: Translate, problem: RecorderProblem, userAgent: string): string | null {
  const inApp = detectInAppBrowser(userAgent);
  if (inApp && problem !== 'busy' && problem !== 'empty') return t('recorder.helpInApp', { app: inApp.app });
  if (problem !== 'denied' && problem !== 'failed') return null;
  const platform = platformOf(userAgent);
  return platform === 'ios' ? t('recorder.helpIos') : platform === 'android' ? t('recorder.helpAndroid') : t('recorder.helpOther');
}

/** What happened to the microphone, and what the guest can do about it on their platform. */
export function MicHelp({ problem }: { problem: RecorderProblem }) {
  const { t } = useT();
  const help = helpFor(t, problem, navigator.userAgent);
  return (
    <div role="alert" className="grid gap-1 text-sm">
      <p className="font-medium text-destructive">{t(HEADLINE[problem])}</p>
      {help && <p className="text-muted-foreground">{help}</p>}
    </div>
  );
}
