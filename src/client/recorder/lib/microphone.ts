import { MIC_CONSTRAINTS } from './recording-formats.js';

/**
 * Why the microphone could not be opened, each with its own help for the guest (mic-help.tsx): no microphone API here
 * (an old webview, a page not served over HTTPS), permission refused, no microphone found, or another app holding it.
 */
export type MicProblem = 'unsupported' | 'denied' | 'no-microphone' | 'busy' | 'failed';

export class MicrophoneError extends Error {
  override name = 'MicrophoneError';
  constructor(
    readonly problem: MicProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const PROBLEM_OF: Record<string, MicProblem> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'no-microphone',
  DevicesNotFoundError: 'no-microphone',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  TypeError: 'unsupported',
};

function problemOf(error: unknown): MicProblem {
  const name = error instanceof Error ? error.name : '';
  return PROBLEM_OF[name] ?? 'failed';
}

/**
 * Opens the microphone with the recorder's constraints; a device that cannot meet them (OverconstrainedError) is
 * asked once more for any audio at all. Failures become a MicrophoneError saying which problem it was.
 */
export async function openMicrophone(): Promise<MediaStream> {
  if (typeof window !== 'undefined' && window.isSecureContext === false) {
    throw new MicrophoneError('unsupported', 'The page is not in a secure context');
  }
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) throw new MicrophoneError('unsupported', 'getUserMedia is not available');
  try {
    return await media.getUserMedia(MIC_CONSTRAINTS);
  } catch (error) {
    if (error instanceof Error && error.name === 'OverconstrainedError') {
      try {
        return await media.getUserMedia({ audio: true, video: false });
      } catch (retryError) {
        throw new MicrophoneError(problemOf(retryError), String(retryError), { cause: retryError });
      }
    }
    throw new MicrophoneError(problemOf(error), error instanceof Error ? error.message : String(error), { cause: error });
  }
}
