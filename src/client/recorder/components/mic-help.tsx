import { VOICE_UI } from '../../../shared/voice.texts.js';
import { detectInAppBrowser, platformOf } from '../../lib/in-app-browser.js';
import type { RecorderProblem } from '../hooks/use-recorder.js';

const HEADLINE: Record<RecorderProblem, string> = {
  denied: VOICE_UI.micFailed,
  failed: VOICE_UI.micFailed,
  unsupported: VOICE_UI.cannotRecordHere,
  'no-microphone': VOICE_UI.noMicrophone,
  busy: VOICE_UI.microphoneBusy,
  'cannot-record': VOICE_UI.recordingUnsupported,
  empty: VOICE_UI.recordingEmpty,
};

/** What to do about it where the guest is: in an app's webview, on an iPhone, on Android, elsewhere. */
function helpFor(problem: RecorderProblem, userAgent: string): string | null {
  const inApp = detectInAppBrowser(userAgent);
  if (inApp && problem !== 'busy' && problem !== 'empty') return VOICE_UI.helpInApp(inApp.app);
  if (problem !== 'denied' && problem !== 'failed') return null;
  const platform = platformOf(userAgent);
  return platform === 'ios' ? VOICE_UI.helpIos : platform === 'android' ? VOICE_UI.helpAndroid : VOICE_UI.helpOther;
}

/** What happened to the microphone, and what the guest can do about it on their platform. */
export function MicHelp({ problem }: { problem: RecorderProblem }) {
  const help = helpFor(problem, navigator.userAgent);
  return (
    <div role="alert" className="grid gap-1 text-sm">
      <p className="font-medium text-destructive">{HEADLINE[problem]}</p>
      {help && <p className="text-muted-foreground">{help}</p>}
    </div>
  );
}
