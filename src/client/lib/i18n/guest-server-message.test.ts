import { describe, expect, it } from 'vitest';
import es from '../../../shared/i18n/es/guest.json' with { type: 'json' };
import { translator } from '../../../shared/i18n/translator.js';
import { ApiError } from '../api-client.js';
import { guestServerMessage } from './guest-server-message.js';
import { en } from '../../../shared/i18n/english.js';

const refusal = (body: object) => new ApiError(400, JSON.stringify(body), 'Bad Request');
const t = translator('es', es);

describe('a refusal as a guest reads it', () => {
  it("shows the code's text in the guest's language", () => {
    expect(guestServerMessage(refusal({ message: en('errors.recording_too_long'), code: 'recording_too_long' }), t, 'x')).toBe(es.errors.recording_too_long);
  });
  it("falls back to the server's English for a code the page does not know, and to the fallback for no JSON", () => {
    expect(guestServerMessage(refusal({ message: 'Something new', code: 'brand_new' }), t, 'x')).toBe('Something new');
    expect(guestServerMessage(new ApiError(502, '<html>', 'Bad Gateway'), t, es.modal.sendFailedFallback)).toBe(es.modal.sendFailedFallback);
  });
});
