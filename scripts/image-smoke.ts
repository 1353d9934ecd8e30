// What scripts/image-test.sh proves against the running image, through its HTTP API only:
//   node --import tsx scripts/image-smoke.ts http://127.0.0.1:PORT voice.webm
// A host registers and makes a page, a guest records a message (upload + send), the host reads it in the inbox with
// its playable copy (the job worker ran ffmpeg inside the image), and the parts that read files from the image at run
// time answer: the guest's page (server-rendered), the API reference's page and assets, the book's PDF (its fonts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [base, voiceFile] = process.argv.slice(2);
if (!base || !voiceFile) {
  console.error('usage: image-smoke.ts <base url> <voice file>');
  process.exit(2);
}

let cookie = '';
async function call(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { origin: base!, ...(cookie ? { cookie } : {}) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(base + url, { method, headers, body: payload });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (set.length) cookie = [...new Map([...cookie.split('; '), ...set].filter(Boolean).map((c) => [c.split('=')[0], c])).values()].join('; ');
  return res;
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

const step = (name: string) => console.log(`image-smoke: ${name}`);

const stamp = Date.now().toString(36);
const username = `image_${stamp}`;
await expectStatus(
  await call('POST', '/api/register', { email: `host.${stamp}@example.com`, password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' }),
  201,
  'register',
);
const profile = (await (await expectStatus(await call('POST', '/api/creator-profile', { username, displayName: 'Ada & Charles' }), 201, 'profile')).json()) as { id: string };
step(`host registered, page /${username}`);

const hostCookie = cookie;
cookie = '';
const form = new FormData();
form.append('file', new Blob([readFileSync(voiceFile)], { type: 'audio/webm' }), path.basename(voiceFile));
const upload = (await (await expectStatus(await call('POST', '/api/voice-upload', form), 200, 'voice upload')).json()) as { path: string };
const sent = (await (
  await expectStatus(
    await call('POST', '/api/voice-messages', { creatorProfileId: profile.id, senderName: 'Grace', senderEmail: 'grace@example.com', audioPath: upload.path, duration: 3 }),
    201,
    'send message',
  )
).json()) as { id: string };
step(`guest's message ${sent.id} recorded`);

cookie = hostCookie;
let message: { id: string; senderName: string; playablePath: string | null } | undefined;
for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
  const inbox = (await (await expectStatus(await call('GET', '/api/voice-messages'), 200, 'inbox')).json()) as (typeof message & {})[];
  message = inbox.find((m) => m.id === sent.id);
  if (message?.playablePath) break;
}
if (!message) throw new Error('the message is not in the inbox');
if (!message.playablePath) throw new Error('the message has no playable copy after 60 s: the job worker or ffmpeg failed in the image');
const copy = await expectStatus(await call('GET', message.playablePath), 200, 'playable copy');
if (copy.headers.get('content-type') !== 'audio/mpeg' || (await copy.arrayBuffer()).byteLength < 1000) throw new Error('the playable copy is not an MP3');
step(`the inbox shows it from ${message.senderName}, with its MP3 copy`);

const page = await expectStatus(await call('GET', `/${username}`), 200, "guest's page");
if (!(await page.text()).includes('Ada &amp; Charles')) throw new Error("the guest's page was not rendered with the host's name");
const docs = await (await expectStatus(await call('GET', '/api/docs'), 200, 'API reference page')).text();
const asset = /src="([^"]*swagger-ui-bundle\.js)"/.exec(docs)?.[1];
if (!asset) throw new Error('the API reference page loads no Swagger UI bundle');
await expectStatus(await call('GET', new URL(asset, `${base}/api/docs/`).pathname), 200, 'API reference asset');
const book = await expectStatus(await call('GET', '/api/keepsake/book?paper=a4&tz=UTC'), 200, 'book');
if (!Buffer.from(await book.arrayBuffer()).subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('the book is not a PDF');
step("guest's page, API reference and book PDF served");
