import { z } from 'zod';
import { GALLERY_LIMITS } from './gallery.limits.js';
import { GALLERY_MSG } from './gallery.texts.js';
import { INPUT_MSG } from './input.texts.js';
import { MSG } from './api.texts.js';

/** POST /api/gallery/password: the owner's settings; enabling needs a password. */
export const GalleryPasswordSchema = z
  .object({
    galleryPassword: z.string().trim().max(GALLERY_LIMITS.passwordMax, GALLERY_MSG.passwordTooLong).nullable().optional(),
    galleryPasswordEnabled: z.boolean(),
  })
  .refine((v) => !v.galleryPasswordEnabled || v.galleryPassword === undefined || (v.galleryPassword ?? '').length > 0, {
    message: GALLERY_MSG.passwordNeededToEnable,
    path: ['galleryPassword'],
  });
export type GalleryPasswordInput = z.infer<typeof GalleryPasswordSchema>;

/** POST /api/gallery/:slug/unlock, and the guest's password form. */
export const GalleryUnlockSchema = z.object({
  password: z.string({ error: GALLERY_MSG.passwordRequired }).min(1, GALLERY_MSG.passwordRequired).max(GALLERY_LIMITS.passwordMax * 4),
});
export type GalleryUnlockInput = z.infer<typeof GalleryUnlockSchema>;

/** GET .../media?limit&offset */
export const GalleryPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(GALLERY_LIMITS.pageMax).default(GALLERY_LIMITS.pageDefault),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The optional text fields of a guest upload; empty means not given. */
export const GalleryUploaderSchema = z.object({
  uploaderName: z
    .string()
    .trim()
    .max(GALLERY_LIMITS.uploaderNameMax, `Name must be at most ${GALLERY_LIMITS.uploaderNameMax} characters`)
    // Form fields bypass the JSON input guard; PostgreSQL cannot store a NUL.
    .refine((v) => !v.includes('\u0000'), INPUT_MSG.nullCharacter)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  uploaderEmail: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(z.email(MSG.invalidEmail).max(254).nullable())
    .nullable()
    .optional(),
});

/** /api/gallery/{slug}/... and the QR images: a gallery's slug (any case; galleries are found by its lowercase). */
export const GallerySlugParamsSchema = z.object({ slug: z.string() });

/** DELETE /api/gallery/media/{id}: one item of the owner's gallery. */
export const GalleryMediaParamsSchema = z.object({ id: z.string() });
