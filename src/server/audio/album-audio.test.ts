import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeAlbum } from '../modules/keepsake/album.test-support.js';
import { ALBUM_AUDIO, type AlbumTrack, buildAlbumAudio, ffmetadata } from './album-audio.js';
import { locateFfmpeg } from './ffmpeg.js';

/** A playable copy as the job makes it: MP3, mono, 64 kbps, with its Info header. */
function playableMp3(dir: string, seconds: number, hz = 330): string {
  const file = path.join(dir, `${seconds}-${hz}.mp3`);
  if (!existsSync(file)) {
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-write_xing', '1', '-y', file]);
  }
  return file;
}

const track = (title: string, file: string, seconds: number): AlbumTrack => ({ title, expectedSeconds: seconds, withFile: (use) => use(file) });
const tags = { title: 'Emma & James — 14 June 2026', artist: 'Emma & James', album: 'Emma & James — Voxbook album' };

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the album audio', () => {
  it('places each chapter exactly where its message starts, after the messages and gaps before it', async () => {
    const ffmpeg = (await locateFfmpeg())!;
    const dir = tempDir('voxbook-album-audio-');
    // Lengths that are no whole number of MP3 frames: a header's rounding would show.
    const lengths = [3.3, 7.77, 1.05];
    const progress: number[] = [];
    const output = path.join(dir, 'album.m4a');
    const result = await buildAlbumAudio(ffmpeg, {
      tracks: lengths.map((s, i) => track(['Anna = Smith; #1', 'Ben\\', 'Zoë'][i]!, playableMp3(dir, s), s)),
      tags,
      output,
      workDir: dir,
      onProgress: (f) => progress.push(f),
    });
    const gap = ALBUM_AUDIO.gapSeconds * 1000;
    expect(result.chapters).toEqual([
      { title: 'Anna = Smith; #1', startMs: 0, endMs: 3300 + gap },
      { title: 'Ben\\', startMs: 3300 + gap, endMs: 3300 + gap + 7770 + gap },
      { title: 'Zoë', startMs: 3300 + gap + 7770 + gap, endMs: 3300 + 7770 + 1050 + 2 * gap },
    ]);
    expect(result.durationMs).toBe(3300 + 7770 + 1050 + 2 * gap);
    const album = probeAlbum(readFileSync(output));
    expect(album.chapters.map((c) => c.title)).toEqual(['Anna = Smith; #1', 'Ben\u29f5', 'Zoë']);
    expect(album.chapters.map((c) => Math.round(c.start * 1000))).toEqual(result.chapters.map((c) => c.startMs));
    expect(album).toMatchObject({ codec: 'aac', title: tags.title, artist: tags.artist });
    expect(Math.abs(album.duration * 1000 - result.durationMs)).toBeLessThan(50);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((f, i) => f >= (progress[i - 1] ?? 0) && f <= 1)).toBe(true);
    // Only the finished file is left: the intermediate went.
    expect(existsSync(path.join(dir, 'encoded.m4a'))).toBe(false);
  });

  it('stops every ffmpeg at once when the build is cancelled, and says so', async () => {
    const ffmpeg = (await locateFfmpeg())!;
    const dir = tempDir('voxbook-album-cancel-');
    const long = playableMp3(dir, 600, 440);
    const controller = new AbortController();
    const build = buildAlbumAudio(ffmpeg, {
      tracks: Array.from({ length: 20 }, (_, i) => track(`Guest ${i}`, long, 600)),
      tags,
      output: path.join(dir, 'album.m4a'),
      workDir: dir,
      signal: controller.signal,
      onProgress: (f) => f > 0.001 && controller.abort(new Error('cancelled by the test')),
    });
    await expect(build).rejects.toThrow('cancelled by the test');
    expect(existsSync(path.join(dir, 'album.m4a'))).toBe(false);
    // No ffmpeg of this build is left running (its work folder names them).
    await new Promise((r) => setTimeout(r, 200));
    expect(execSync('ps -eo args').toString()).not.toContain(dir);
  });

  it("escapes what ffmpeg's metadata file gives a meaning to", () => {
    expect(ffmetadata({ title: 'a=b;c#d\\e\r\nf', artist: 'x', album: 'y' }, [{ title: '=;#', startMs: 0, endMs: 10 }])).toBe(
      ';FFMETADATA1\ntitle=a\\=b\\;c\\#d\u29f5e f\nartist=x\nalbum=y\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=10\ntitle=\\=\\;\\#\n',
    );
  });
});
