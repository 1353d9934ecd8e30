import { afterEach, describe, expect, it } from 'vitest';
import { locateFfmpeg } from './ffmpeg.js';

describe('finding ffmpeg', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it("uses the system's ffmpeg when there is one", async () => {
    expect(await locateFfmpeg()).toMatchObject({ path: '/usr/bin/ffmpeg', source: 'system', version: expect.stringMatching(/^ffmpeg version /) });
  });

  it('falls back to the binary shipped in the npm package on a machine without ffmpeg', async () => {
    process.env.PATH = '/nonexistent';
    const found = await locateFfmpeg();
    expect(found).toMatchObject({ source: 'bundled', path: expect.stringContaining('@ffmpeg-installer/linux-x64/ffmpeg') });
  });

  it('uses FFMPEG_PATH when set, and finds nothing when it names no working ffmpeg', async () => {
    expect(await locateFfmpeg('/usr/bin/ffmpeg')).toMatchObject({ source: 'configured' });
    expect(await locateFfmpeg('/nonexistent/ffmpeg')).toBeUndefined();
    // Something that runs but is not ffmpeg (no MP3 encoder, no loudnorm) is refused too.
    expect(await locateFfmpeg('/bin/true')).toBeUndefined();
  });
});
