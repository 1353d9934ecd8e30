import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '../src/server/test/harness.js';
import { expectAudible, measureAudio } from './support/audio-level.js';
import { writeArtifact } from './support/browser.js';
import { type PlaybackProbe, probePlayback } from './support/playback-probe.js';
import { browserCookies } from './support/cookies.js';
import { startVoiceServer } from './support/voice.js';
import { launchWebKit, type WebKitWorld } from './support/webkit.js';

let w: Awaited<ReturnType<typeof startVoiceServer>>;
let wk: WebKitWorld;
beforeAll(async () => {
  w = await startVoiceServer();
  wk = await launchWebKit();
});
afterAll(async () => {
  await wk?.close();
  await w?.close();
});

describe('the guest flow in WebKit (WebKitGTK, the engine of Safari)', () => {
  it('a guest records with WebKit at phone width and sends; the host plays it in WebKit', async () => {
    const host = await createCreator(w.server.app);
    const guest = await wk.newPage();
    await guest.goto(`${w.server.url}/${host.profile!.username}`);
    await guest.watchErrors();
    await guest.click(await guest.byRole('button', 'Record a Special Message'));
    const dialog = await guest.byRole('dialog', 'Leave a Voice Message');
    await guest.byText('Ready to record', { within: dialog });
    await guest.screenshot('webkit-1-record-modal');
    await guest.click(await guest.byRole('button', 'Start recording', { within: dialog }));
    await guest.byText('Recording your message…', { within: dialog, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 4000));
    await guest.screenshot('webkit-2-recording');
    await guest.click(await guest.byRole('button', 'Stop recording', { within: dialog }));
    await guest.byRole('button', 'Re-record', { within: dialog });
    const next = await guest.byRole('button', 'Continue', { within: dialog });
    await guest.waitFor('Continue to be enabled', 15_000, () => guest.isEnabled(next));
    await guest.byText('Your recording', { within: dialog });
    await guest.screenshot('webkit-3-recorded');
    await guest.click(next);
    const email = `webkit.guest.${Date.now()}@example.com`;
    await guest.type(await guest.byRole('textbox', 'Email', { within: dialog }), email);
    await guest.type(await guest.byRole('textbox', 'Name (optional)', { within: dialog }), 'WebKit Guest');
    await guest.click(await guest.byRole('button', 'Send', { within: dialog }));
    await guest.byText('Message sent!');
    await guest.screenshot('webkit-4-sent');
    expect(await guest.pageErrors()).toEqual([]);

    // The host has it, and the stored file decodes to sound of the recorded length, not digital silence.
    const [stored] = await w.listMessages(host);
    expect(stored).toMatchObject({ senderEmail: email, senderName: 'WebKit Guest' });
    expect(stored!.duration).toBeGreaterThanOrEqual(3);
    expect(stored!.duration).toBeLessThanOrEqual(6);
    // Recorded by MediaRecorder as MP4, as Safari does (not the WAV last resort, which a WebKitGTK without
    // GStreamer's plugins-bad would fall back to).
    expect(path.extname(stored!.audioPath), 'WebKit recorded through MediaRecorder (gstreamer1.0-plugins-bad)').toBe('.m4a');
    const bytes = await w.storedBytes(stored!.audioPath);
    writeArtifact(`webkit-recording${path.extname(stored!.audioPath)}`, bytes);
    // WebKit's mock microphone plays a beep.
    expectAudible(await measureAudio(bytes), 4);

    // The host plays it in WebKit: the dashboard's player starts (its play() resolved) and marks it played.
    const hostPage = await wk.newPage({ width: 1280, height: 800 });
    await hostPage.goto(w.server.url);
    for (const cookie of browserCookies(host.cookie, w.server.url)) await hostPage.addCookie(cookie);
    await hostPage.goto(`${w.server.url}/admin`);
    await hostPage.click(await hostPage.byRole('button', 'Play (WebKit Guest)'));
    await hostPage.byRole('button', 'Pause (WebKit Guest)');
    await hostPage.byText('Played');
    await hostPage.screenshot('webkit-5-host-playing');
    // WebKit decodes and plays the whole stored recording.
    const probe = await hostPage.executeAsync<PlaybackProbe | { error: string }>(
      `const [src, done] = arguments;
       (${probePlayback.toString()})(src, 20000).then(done, (err) => done({ error: String(err) }));`,
      stored!.audioPath,
    );
    expect(probe).toMatchObject({ ended: true });
    const { readyState, playedSeconds, headerDuration } = probe as PlaybackProbe;
    expect(readyState).toBeGreaterThanOrEqual(1);
    expect(playedSeconds).toBeGreaterThan(3);
    console.info(`WebKit: duration before playing ${headerDuration ?? 'none'}, played ${playedSeconds} s`);
  });

  it('a guest chooses a photo through a file input in WebKit and uploads it to the gallery', async () => {
    // The same file-input helper serves the record modal's phone-recorder path (docs/decisions/020).
    const host = await createCreator(w.server.app);
    const dir = mkdtempSync(path.join(tmpdir(), 'voxbook-webkit-files-'));
    const file = path.join(dir, 'first-dance.jpg');
    writeFileSync(file, await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 90 } } }).jpeg().toBuffer());
    try {
      const guest = await wk.newPage();
      await guest.goto(`${w.server.url}/g/${host.profile!.gallerySlug}`);
      await guest.watchErrors();
      await guest.click(await guest.byRole('button', 'Upload'));
      const dialog = await guest.byRole('dialog', 'Share your photos and videos');
      await guest.setFiles(await guest.fileInput('Choose photos or videos', { within: dialog }), [file]);
      await guest.byText('first-dance.jpg', { within: dialog });
      await guest.screenshot('webkit-6-gallery-file-chosen');
      await guest.click(await guest.byRole('button', 'Upload 1 file', { within: dialog }));
      await guest.byText('Upload successful');
      expect(await guest.pageErrors()).toEqual([]);
      const res = await w.server.app.inject({ method: 'GET', url: `/api/gallery/${host.profile!.gallerySlug}/media` });
      // The bytes the guest chose arrived whole.
      expect(res.json()).toEqual([expect.objectContaining({ originalFileName: 'first-dance.jpg', size: statSync(file).size })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
