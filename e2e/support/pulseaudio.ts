import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ownChild, stderrTail } from './child-process.js';

const run = promisify(execFile);

export interface AudioServer {
  /** Environment for a client (a browser) so that it plays into this server's null sink. */
  env: { PULSE_SERVER: string; PULSE_RUNTIME_PATH: string };
  close(): Promise<void>;
}

/**
 * A private PulseAudio server with a null sink, for browsers whose audio engine needs an audio server: without
 * one, Firefox's `AudioContext.resume()` never settles on a machine without sound hardware (docs/decisions/034).
 * Every call starts its own server in its own runtime folder, so a developer's sound server is never touched
 * and nothing is assumed to be running. It runs in the foreground as our child, so `close()` ends exactly it.
 */
export async function startAudioServer(): Promise<AudioServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-pulse-'));
  const socket = path.join(dir, 'native');
  const env = { PULSE_SERVER: `unix:${socket}`, PULSE_RUNTIME_PATH: dir };
  let child: ChildProcess;
  try {
    child = spawn(
      'pulseaudio',
      [
        '--daemonize=no',
        // Only what we load below: no hardware detection, no D-Bus, no X11 modules from default.pa.
        '-n',
        '--system=false',
        '--exit-idle-time=-1',
        '--disallow-exit',
        '--use-pid-file=no',
        '--log-target=stderr',
        '--load=module-null-sink sink_name=voxbook_null',
        // Anonymous: the browser needs no cookie from a home folder.
        `--load=module-native-protocol-unix auth-anonymous=1 socket=${socket}`,
      ],
      // Root is refused only with --system; the warning it prints as root is harmless. The config folder is ours
      // too, so no cookie is written into the user's home.
      { env: { ...process.env, ...env, XDG_CONFIG_HOME: dir, HOME: dir }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const stderr = stderrTail(child);
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const owned = ownChild(child);
  const close = async () => {
    await owned.end();
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    const failure = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (failure) {
      await close();
      throw new Error(`PulseAudio is needed for Firefox's audio engine and could not be started (apt-get install pulseaudio pulseaudio-utils): ${failure.message}`);
    }
    if (child.exitCode !== null) {
      await close();
      throw new Error(`PulseAudio exited at start (code ${child.exitCode}):\n${stderr()}`);
    }
    if (existsSync(socket)) {
      try {
        const { stdout } = await run('pactl', ['list', 'short', 'sinks'], { env: { ...process.env, ...env } });
        if (stdout.includes('voxbook_null')) break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          await close();
          throw new Error('pactl is needed to check the test audio server (apt-get install pulseaudio-utils).');
        }
      }
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`PulseAudio did not answer within 15 s:\n${stderr()}`);
    }
  }
  return { env, close };
}
