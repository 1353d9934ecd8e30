import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ownChild, stderrTail } from './child-process.js';

export interface VirtualDisplay {
  /** The value for DISPLAY, e.g. ":99". */
  display: string;
  close(): Promise<void>;
}

/**
 * Debian's Xvfb, an X server without a screen, for browsers that need a display (WebKitGTK). Xvfb picks a free
 * display number itself and writes it to the descriptor named by -displayfd, so parallel runs never collide.
 */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const stderr = stderrTail(child);
  const { end: close } = ownChild(child);

  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display within 15 s:\n${stderr()}`)), 15_000);
    (child.stdio[3] as Readable).on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.trim());
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb is needed to give WebKitGTK a display and could not be started (apt-get install xvfb): ${err.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited at start (code ${code}):\n${stderr()}`));
    });
  }).catch(async (err: unknown) => {
    await close();
    throw err;
  });
  return { display: `:${number}`, close };
}
