import type { ChildProcess } from 'node:child_process';

/**
 * Ties a helper process (an audio server, a display, a driver) to the test run that started it: `end()` stops
 * exactly that process (SIGTERM, then SIGKILL after a grace period), and if the run exits first it is killed too,
 * so nothing is left behind.
 */
export function ownChild(child: ChildProcess, graceMs = 5000) {
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    async end() {
      process.off('exit', killOnExit);
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      if (running()) child.kill('SIGKILL');
    },
  };
}

/** The last few kilobytes a child wrote on stderr, for an error message that says why it failed. */
export function stderrTail(child: ChildProcess) {
  let tail = '';
  child.stderr?.on('data', (c: Buffer) => (tail = (tail + c.toString()).slice(-4000)));
  return () => tail;
}
