import { z } from 'zod';
import { CAPSULE_MSG } from './capsule.texts.js';
import { LIMITS, RESERVED_USERNAMES } from './limits.js';
import { MSG } from './api.texts.js';
import { PromptsSchema } from './prompts.schemas.js';
import { LANGUAGES } from './i18n/languages.js';
import { EVENT_KINDS, PAGE_THEMES } from './page-design.js';

/** What the username inputs do as the user types: lowercase, only a-z 0-9 _. */
export function normalizeUsernameInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

export const UsernameSchema = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .toLowerCase()
  .min(LIMITS.usernameMin, MSG.usernameMin)
  .max(LIMITS.usernameMax, MSG.usernameMax)
  .regex(/^[a-z0-9_]+$/, MSG.usernameChars)
  .refine((u) => !RESERVED_USERNAMES.has(u), MSG.usernameReserved);

export const DisplayNameSchema = z
  .string({ error: MSG.displayNameRequired })
  .trim()
  .min(1, MSG.displayNameRequired)
  .max(LIMITS.displayNameMax, MSG.displayNameTooLong);

export const BioSchema = z.string().trim().max(LIMITS.bioMax, MSG.bioTooLong);

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #000000');

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30), in a sensible range; '' clears it like null. */
export const EventDateSchema = z
  .string()
  .trim()
  .transform((s) => s || null)
  .refine((s) => s === null || isCalendarDate(s), MSG.eventDateInvalid)
  .nullable();

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The time capsule's day (docs/decisions/052): a calendar day that exists; '' clears it like null. */
export const SealedUntilSchema = z
  .string()
  .trim()
  .transform((s) => s || null)
  .refine((s) => s === null || isCalendarDate(s), CAPSULE_MSG.dateInvalid)
  .nullable();

export const TextThemeSchema = z.enum(['white', 'black']);

/** What the page celebrates and its designed theme (docs/decisions/080); null clears either. */
export const EventKindSchema = z.enum(EVENT_KINDS).nullable();
export const PageThemeSchema = z.enum(PAGE_THEMES).nullable();

/** A stored-media path as returned by our uploads. */
export const ObjectPathSchema = z
  .string()
  .max(300)
  .regex(/^\/objects\/[A-Za-z0-9/_.-]+$/, 'Must be a path returned by an upload')
  .refine((p) => !p.includes('..'), 'Must be a path returned by an upload');

export const CreateProfileSchema = z.object({
  username: UsernameSchema,
  displayName: DisplayNameSchema,
  bio: BioSchema.optional().nullable(),
  /** Onboarding's optional step (docs/decisions/080): what and when, both skippable. */
  eventKind: EventKindSchema.optional(),
  eventDate: EventDateSchema.optional(),
});
export type CreateProfileInput = z.infer<typeof CreateProfileSchema>;

/** The onboarding form: the same fields, its event kind select saying '' for not said (docs/decisions/080). */
export const OnboardingFormSchema = CreateProfileSchema.extend({
  eventKind: z.enum([...EVENT_KINDS, '']).transform((k) => k || null).optional(),
});

/** PUT /api/creator-profile: settings fields or background fields, all optional. */
export const UpdateProfileSchema = z
  .object({
    username: UsernameSchema,
    displayName: DisplayNameSchema,
    bio: BioSchema.nullable(),
    description: z.string().trim().max(LIMITS.descriptionMax).nullable(),
    isActive: z.boolean(),
    overlayColor: HexColorSchema,
    overlayOpacity: z.number().int().min(0).max(100),
    blurEffect: z.boolean(),
    textTheme: TextThemeSchema,
    eventDate: EventDateSchema,
    eventKind: EventKindSchema,
    pageTheme: PageThemeSchema,
    sealedUntil: SealedUntilSchema,
    backgroundType: z.enum(['image', 'video']).nullable(),
    backgroundImage: ObjectPathSchema.nullable(),
    backgroundVideo: ObjectPathSchema.nullable(),
    profilePicture: ObjectPathSchema.nullable(),
    backgroundMedia: ObjectPathSchema.nullable(),
    backgroundMediaType: z.enum(['image', 'video']).nullable(),
    /** The host's prompt questions, the whole list each time (docs/decisions/051). */
    prompts: PromptsSchema,
    /** The page's language and whether it follows each guest's browser language (docs/decisions/055). */
    language: z.enum(LANGUAGES),
    followGuestLanguage: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

/** The settings form: the username only needs to be non-empty there (docs/product-spec.md, section 5). */
export const SettingsFormSchema = z.object({
  displayName: DisplayNameSchema,
  username: z.string().trim().min(1, MSG.usernameRequired),
  bio: BioSchema,
  isActive: z.boolean(),
});

/** The event's day and the time capsule's (on the host's Event screen, docs/decisions/079); '' for none. */
export const EventDayFormSchema = z.object({
  eventDate: z.string().refine((s) => s === '' || isCalendarDate(s), MSG.eventDateInvalid),
  /** '' is 'not said' in the form's select, null on the wire. */
  eventKind: z.enum([...EVENT_KINDS, '']).transform((k) => k || null),
  sealedUntil: z.string().refine((s) => s === '' || isCalendarDate(s), CAPSULE_MSG.dateInvalid),
});

/** PUT /api/profile-image: a picture this user uploaded (the 400 px circular crop the client made). */
export const ProfileImageSchema = z.object({ fileUrl: ObjectPathSchema });

/** /api/profile/{username}, /api/public/{username} and the page view beacon: a creator's page, in any case. */
export const UsernameParamsSchema = z.object({ username: z.string() });
