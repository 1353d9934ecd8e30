import { Readable } from 'node:stream';
import { KIND_WORDS, MEDIA_MSG } from '../../shared/media.texts.js';
import { type MediaKind, OBJECTS_PREFIX } from '../../shared/media.types.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { newId } from '../ids.js';
import type { ImageEncoding } from './image-reencode.js';
import { type DetectedMedia, detectMedia, HEAD_BYTES } from './media-types.js';
import { insertStoredObject, setStoredObjectSize } from './stored-objects.repository.js';
import { deleteObject } from './stored-objects.service.js';
import { assertDiskRoom, assertProfileRoom, type ProfileQuota } from './storage-quota.js';

export interface StoredUpload {
  key: string;
  /** Where the file is served: '/objects/' + key. */
  path: string;
  contentType: string;
  size: number;
  kind: MediaKind;
  /** The name the browser sent; for display only, never part of the key. */
  originalName: string;
}

export interface UploadOptions {
  /** Multipart field holding the file(s); default 'file'. */
  field?: string;
  /** Accepted kinds with the largest byte size for each. */
  accept: Partial<Record<MediaKind, number>>;
  /** What the upload is for (stored_objects.purpose); also the key prefix unless `prefix` is given. */
  purpose: string;
  prefix?: string;
  owner: { userId?: string | null; profileId?: string | null };
  /** Who sent an upload that waits to be claimed (stored_objects.uploader_key), for its budget. */
  uploaderKey?: string;
  /** Narrows an accepted kind to some content types, e.g. background videos: MP4 and WebM only. */
  contentTypes?: readonly string[];
  /** Default 1. More files than this is a 413. */
  maxFiles?: number;
  /** Default 1. Fewer files than this is a 400 'No file uploaded'. */
  minFiles?: number;
  /** The owning profile's storage budget for this feature; past it the upload is a 507. */
  quota?: Omit<ProfileQuota, 'profileId'>;
  /**
   * Images are kept only as this makes them of the bytes received: orientation applied, all metadata (EXIF, GPS)
   * dropped (image-reencode.ts: KEEP_FORMAT for pictures of a page, a JPEG of a set size for a message's photo).
   */
  encodeImage?: ImageEncoding;
  /**
   * Sees each file's bytes while they stream into the store, so a caller can learn about them (a recording's
   * length) without reading the file back. Called once per file with what the bytes were found to be.
   */
  inspect?: (media: DetectedMedia) => (chunk: Buffer) => void;
  /**
   * Runs after each file is stored, with the fields seen so far. If it throws, that file is removed again.
   * Files whose callback succeeded stay when a later file fails (the caller has already recorded them).
   */
  onFile?: (file: StoredUpload, fields: Record<string, string>) => Promise<void>;
}

export interface UploadResult {
  files: StoredUpload[];
  fields: Record<string, string>;
}

/** Text fields one upload may carry; the forms send at most three (name, email, a hint). More is a 413. */
export const MAX_FORM_FIELDS = 20;

/** One part of a multipart form: a text field, or a file whose bytes arrive as it is read. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> };

/**
 * A multipart request as the route hands it over (plugins/multipart.ts makes one from a request): whether it is one,
 * and its parts, read while they arrive, with busboy told how many files to let through.
 */
export interface UploadForm {
  isMultipart: boolean;
  parts(limits: { files: number }): AsyncIterable<FormPart>;
}

type FilePart = Extract<FormPart, { type: 'file' }>;

/**
 * The one upload path: streams each file of a multipart request into the ObjectStore, deciding its type from
 * its first bytes and enforcing the size limit while it arrives. A failing file leaves no object and no row.
 */
export async function receiveUploads(deps: AppDeps, form: UploadForm, opts: UploadOptions): Promise<UploadResult> {
  if (!form.isMultipart) throw AppError.unsupported('Expected a multipart/form-data upload');
  const field = opts.field ?? 'file';
  const maxFiles = opts.maxFiles ?? 1;
  const files: StoredUpload[] = [];
  const fields: Record<string, string> = Object.create(null);
  let fieldCount = 0;
  try {
    // One more file than allowed is let through busboy so we can answer with our own message.
    for await (const part of form.parts({ files: maxFiles + 1 })) {
      if (part.type === 'field') {
        // Counted here, in order, and not left to busboy's own limit (plugins/multipart.ts lets one more through):
        // busboy reports its limit out of order and breaks off the file part that follows, which surfaced as a 500.
        if (++fieldCount > MAX_FORM_FIELDS) throw AppError.refuse(413, 'media_too_many_fields');
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field) throw AppError.refuse(400, 'media_unexpected_field');
      if (files.length >= maxFiles) throw AppError.refuse(413, 'media_too_many_files');
      const stored = await storeOne(deps, part, opts);
      if (opts.onFile) {
        try {
          await opts.onFile(stored, { ...fields });
        } catch (err) {
          await deleteObject(deps, stored.key);
          throw err;
        }
      }
      files.push(stored);
    }
  } catch (err) {
    // Without a callback nobody has recorded the earlier files of this request: remove them too.
    if (!opts.onFile) await Promise.all(files.map((f) => deleteObject(deps, f.key)));
    throw isMalformedForm(err) ? AppError.refuse(400, 'media_malformed_upload') : err;
  }
  if (files.length < (opts.minFiles ?? 1)) throw AppError.refuse(400, 'media_no_file');
  return { files, fields: { ...fields } };
}

/**
 * What busboy raises for a body that is no whole multipart form: no boundary in the header, or a form that ends
 * before its closing boundary (a file part read then ends early). Bad input, so a 400, not the 500 it was.
 */
function isMalformedForm(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || /^Multipart: Boundary not found|unexpected end of multipart data/i.test(message ?? '');
}

/** The common case: exactly one file in field 'file'. */
export async function receiveUpload(deps: AppDeps, form: UploadForm, opts: Omit<UploadOptions, 'maxFiles' | 'minFiles'>) {
  const { files, fields } = await receiveUploads(deps, form, { ...opts, maxFiles: 1, minFiles: 1 });
  return { ...files[0]!, fields };
}

async function storeOne(deps: AppDeps, part: FilePart, opts: UploadOptions): Promise<StoredUpload> {
  const source = part.file[Symbol.asyncIterator]();
  const head = await readHead(source);
  if (head.bytes.length === 0) throw AppError.refuse(400, 'media_empty_file');
  const accepted = Object.keys(opts.accept) as MediaKind[];
  const found = await detectMedia(head.bytes, accepted);
  const detected = found && (!opts.contentTypes || opts.contentTypes.includes(found.contentType)) ? found : undefined;
  if (!detected) {
    throw AppError.unsupported(`${MEDIA_MSG.unsupported}: please upload ${accepted.map((k) => KIND_WORDS[k]).join(' or ')}`);
  }
  const maxBytes = opts.accept[detected.kind]!;
  if (head.bytes.length > maxBytes) throw AppError.refuse(413, 'media_too_large');
  const quota = opts.quota && opts.owner.profileId ? { ...opts.quota, profileId: opts.owner.profileId } : undefined;
  await assertDiskRoom(deps);
  if (quota) await assertProfileRoom(deps, quota, 1);
  const body = limitedBody(head.bytes, head.done ? undefined : source, maxBytes, opts.inspect?.(detected));

  const encoding = detected.kind === 'image' ? opts.encodeImage : undefined;
  const output: DetectedMedia = encoding ? encoding.outputOf(detected) : detected;
  const key = `${opts.prefix ?? opts.purpose}/${newId()}.${output.ext}`;
  await insertStoredObject(deps.db, {
    key,
    ownerUserId: opts.owner.userId ?? null,
    ownerProfileId: opts.owner.profileId ?? null,
    purpose: opts.purpose,
    contentType: output.contentType,
    size: 0,
    attached: 0,
    createdAt: Date.now(),
    uploaderKey: opts.uploaderKey ?? null,
  });
  try {
    let size: number;
    if (encoding) {
      const encoded = await encoding.encode(await collect(body), detected);
      size = (await deps.store.put(key, encoded, output.contentType)).size;
    } else {
      size = (await deps.store.put(key, body.stream, output.contentType)).size;
    }
    if (body.exceeded()) throw AppError.refuse(413, 'media_too_large');
    await setStoredObjectSize(deps.db, key, size);
    // Checked again with the real size (this row now counts): parallel uploads may overshoot by one file each.
    if (quota) await assertProfileRoom(deps, quota, 0);
    return { key, path: OBJECTS_PREFIX + key, contentType: output.contentType, size, kind: detected.kind, originalName: cleanName(part.filename) };
  } catch (err) {
    await deleteObject(deps, key);
    // The store may wrap the stream's error; the size limit is what the client must hear about.
    if (body.exceeded()) throw AppError.refuse(413, 'media_too_large');
    throw err;
  }
}

async function readHead(source: AsyncIterator<Buffer>) {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) return { bytes: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { bytes: Buffer.concat(chunks), done: false };
}

/** The head followed by the rest of the part, failing the moment more than maxBytes have arrived. */
function limitedBody(head: Buffer, rest: AsyncIterator<Buffer> | undefined, maxBytes: number, inspect?: (chunk: Buffer) => void) {
  let total = head.length;
  let exceeded = false;
  async function* gen() {
    inspect?.(head);
    yield head;
    if (!rest) return;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      total += next.value.length;
      if (total > maxBytes) {
        exceeded = true;
        throw AppError.refuse(413, 'media_too_large');
      }
      inspect?.(next.value);
      yield next.value;
    }
  }
  return { stream: Readable.from(gen(), { objectMode: false }), exceeded: () => exceeded };
}

async function collect(body: { stream: Readable }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function cleanName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()!.slice(0, 200);
}
