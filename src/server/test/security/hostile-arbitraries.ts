// Test-only: fast-check generators of what an attacker sends, shaped by the shared zod schemas.
import fc from 'fast-check';
import type { z } from 'zod';
import { StartAlbumSchema } from '../../../shared/album.schemas.js';
import { AdminListQuerySchema, AdminPasswordResetSchema, AdminUsernameChangeSchema, UserStatusSchema } from '../../../shared/admin.schemas.js';
import { AdminLoginSchema, ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '../../../shared/auth.schemas.js';
import { BookQuerySchema } from '../../../shared/book.schemas.js';
import { GalleryPageSchema, GalleryPasswordSchema, GalleryUnlockSchema } from '../../../shared/gallery.schemas.js';
import { CustomLinkSchema, SocialLinkSchema } from '../../../shared/links.schemas.js';
import { UnsubscribeQuerySchema, UpdateNotificationSettingsSchema } from '../../../shared/notifications.schemas.js';
import { CreateProfileSchema, ProfileImageSchema, UpdateProfileSchema } from '../../../shared/profile.schemas.js';
import { SubscribersQuerySchema, TimeZoneQuerySchema } from '../../../shared/stats.schemas.js';
import {
  ListVoiceMessagesQuerySchema,
  SendVoiceMessageSchema,
  SendVoiceReplySchema,
  UpdateVoiceMessageSchema,
  VoiceUploadQuerySchema,
} from '../../../shared/voice.schemas.js';

/** The body and query schema each route parses (by route pattern); their field names drive the generator. */
export const ROUTE_SCHEMAS: Record<string, { body?: z.ZodType; query?: z.ZodType }> = {
  'POST /api/register': { body: RegisterSchema },
  'POST /api/login': { body: LoginSchema },
  'POST /api/auth/forgot-password': { body: ForgotPasswordSchema },
  'POST /api/auth/reset-password': { body: ResetPasswordSchema },
  'POST /api/creator-profile': { body: CreateProfileSchema },
  'PUT /api/creator-profile': { body: UpdateProfileSchema },
  'PATCH /api/creator-profile': { body: UpdateProfileSchema },
  'PUT /api/profile-image': { body: ProfileImageSchema },
  'POST /api/custom-links': { body: CustomLinkSchema },
  'POST /api/social-links': { body: SocialLinkSchema },
  'POST /api/voice-upload': { query: VoiceUploadQuerySchema },
  'POST /api/voice-messages': { body: SendVoiceMessageSchema },
  'POST /api/keepsake/album': { body: StartAlbumSchema },
  'GET /api/voice-messages': { query: ListVoiceMessagesQuerySchema },
  'PUT /api/voice-messages/:id': { body: UpdateVoiceMessageSchema },
  'POST /api/voice-replies': { body: SendVoiceReplySchema },
  'POST /api/gallery/password': { body: GalleryPasswordSchema },
  'GET /api/gallery/media': { query: GalleryPageSchema },
  'POST /api/gallery/:slug/unlock': { body: GalleryUnlockSchema },
  'GET /api/gallery/:slug/media': { query: GalleryPageSchema },
  'GET /api/dashboard/stats': { query: TimeZoneQuerySchema },
  'GET /api/email-subscribers': { query: SubscribersQuerySchema },
  'GET /api/email-subscribers/summary': { query: TimeZoneQuerySchema },
  'GET /api/email-subscribers.csv': { query: TimeZoneQuerySchema },
  'GET /api/keepsake/book': { query: BookQuerySchema },
  'PUT /api/notification-settings': { body: UpdateNotificationSettingsSchema },
  'GET /mail/unsubscribe': { query: UnsubscribeQuerySchema },
  'POST /mail/unsubscribe': { query: UnsubscribeQuerySchema },
  'POST /admin-api/login': { body: AdminLoginSchema },
  'GET /admin-api/users': { query: AdminListQuerySchema },
  'GET /admin-api/audit-log': { query: AdminListQuerySchema },
  'PUT /admin-api/users/:userId/status': { body: UserStatusSchema },
  'PUT /admin-api/users/:userId/username': { body: AdminUsernameChangeSchema },
  'PUT /admin-api/users/:userId/password': { body: AdminPasswordResetSchema },
};

/** Field names of an object schema (through refinements and pipes). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

export const SQL = ["' OR '1'='1", "1; DROP TABLE users;--", '" OR ""="', "admin'--", "%' UNION SELECT id, password_hash FROM users--", "\\'; --", '1) OR (1=1'];
export const UNICODE = [
  '\uD800', // a lone surrogate
  'a\uDC00b',
  '\u202Eevil\u202C', // right-to-left override
  'zero\u200Bwidth\u200D\uFEFF',
  '👩‍👩‍👧‍👦🎉',
  'e\u0301', // NFD
  '\u00E9', // NFC
  'Z\u0351\u0352\u0357\u035B\u0363\u0364\u0365\u0366',
  '\uFFFF\uFFFE',
];
export const CONTROL = ['\u0000', 'a\u0000b', 'line\r\nX-Injected: yes', '\t=cmd', '\u0007\u001B[31m'];
export const MARKUP = ['<script>window.__xss=1</script>', '<img src=x onerror="window.__xss=1">', 'javascript:alert(1)', '{{constructor.constructor("x")()}}'];
export const TRAVERSAL = [
  '..',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%00',
  'x%00.png',
  '%',
  '%zz',
  '%c0%ae%c0%ae/',
  '....//....//etc/passwd',
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes: not valid UTF-8
  '%FF%FE',
  `${'a'.repeat(5000)}`,
];
export const OFFSITE = ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'http:evil.example', '\t//evil.example'];
const HOSTILE = [...SQL, ...UNICODE, ...CONTROL, ...MARKUP, ...OFFSITE, ...TRAVERSAL.filter((t) => !t.includes('%'))];

/** A hostile string: a known nasty one, a long run, or random unicode with nasty pieces mixed in. */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 200_000 }).map((n) => 'A'.repeat(n)) },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...HOSTILE)), { maxLength: 4 }).map((a) => a.join('')) },
);

/** Anything JSON can carry where a field is expected: wrong types included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, Number.MIN_VALUE) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({}, { $gt: '' }, { __proto__: { admin: true } }, [[[]]]) },
);

/** A JSON body for a schema: its own fields with hostile values, some left out, sometimes extra keys. */
export function hostileBody(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const fields = [...fieldsOf(schema), 'id', 'userId', 'isSuperAdmin'];
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 8, arbitrary: record },
    { weight: 1, arbitrary: fc.oneof(hostileString, fc.constantFrom(null, 42, true, [], [1, 2])) },
  );
}

/** Query parameters for a schema's fields, hostile values as strings (repeated keys included). */
export function hostileQuery(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const fields = [...fieldsOf(schema), 'q', 'limit', 'token', 'returnTo', 'state', 'code'];
  return fc
    .array(fc.tuple(fc.constantFrom(...fields), fc.oneof(hostileString, fc.constantFrom('-1', '1e999', 'NaN', '0x10', '[]', '{}'))), { maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeAny(v.slice(0, 3000))}`).join('&'));
}

/** Percent-encodes any string; a lone surrogate (which has no UTF-8 form) goes out as its raw, invalid bytes. */
export function encodeAny(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))}%ED%A0%80`;
  }
}

/** A path segment: traversal and encoding tricks sent as written, anything else percent-encoded. */
export const hostileSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL) },
  { weight: 3, arbitrary: hostileString.map((s) => encodeAny(s.slice(0, 3000))) },
);
