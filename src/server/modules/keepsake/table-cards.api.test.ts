import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { en } from '../../../shared/i18n/english.js';
import { PAGE_SIZES, mm } from '../../pdf/pdf-document.js';
import { createCreator, describeApp, type Creator } from '../../test/harness.js';
import ar from '../../../shared/i18n/ar/cards.json' with { type: 'json' };
import de from '../../../shared/i18n/de/cards.json' with { type: 'json' };
import fr from '../../../shared/i18n/fr/cards.json' with { type: 'json' };
import { decodeQrCodes, pdfPageCount, pdfPageSizes, pdfText, renderPdfPage } from '../../test/pdf.js';

// jsqr is a CommonJS bundle whose types describe an ES default export; take whichever shape arrives.
type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;

const ORIGIN = 'https://voxbook.example';
const flat = (text: string) => text.replace(/\s+/g, ' ');
const count = (text: string, part: string) => text.split(part).length - 1;

describeApp(
  'table cards',
  (ctx) => {
    const cards = (who: Creator | null, query: string) =>
      ctx().app.inject({ url: `/api/keepsake/table-cards?${query}`, headers: who ? { cookie: who.cookie } : {} });
    const urlOf = (who: Creator, target: 'page' | 'gallery') =>
      target === 'page' ? `${ORIGIN}/${who.profile!.username}` : `${ORIGIN}/g/${who.profile!.gallerySlug}`;

    it.each([
      { target: 'page', layout: 'a4-four', size: 'a4', cards: 4, file: 'guestbook-table-cards-a4' },
      { target: 'gallery', layout: 'a4-four', size: 'a4', cards: 4, file: 'gallery-table-cards-a4' },
      { target: 'page', layout: 'a5-sign', size: 'a5', cards: 1, file: 'guestbook-sign-a5' },
      { target: 'gallery', layout: 'a5-sign', size: 'a5', cards: 1, file: 'gallery-sign-a5' },
    ] as const)('$layout for the $target: one $size page of $cards card(s) with the name, the instruction, the short URL and a QR code that opens it', async ({ target, layout, size, cards: expected, file }) => {
      const host = await createCreator(ctx().app);
      const res = await cards(host, `for=${target}&layout=${layout}`);

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${host.profile!.username}-${file}.pdf"`);
      const pdf = res.rawPayload;
      expect(await pdfPageCount(pdf)).toBe(1);
      const [width, height] = PAGE_SIZES[size];
      expect(await pdfPageSizes(pdf)).toEqual([{ width, height }]);

      const url = urlOf(host, target);
      const short = url.replace('https://', '');
      const text = flat(await pdfText(pdf));
      expect(count(text, 'Ada & Charles')).toBe(expected);
      expect(count(text, en(`cards.instructions.${target}`))).toBe(expected);
      expect(count(text, short)).toBe(expected);
      expect(text).not.toContain('https://');

      const codes = await decodeQrCodes(pdf, 1);
      expect(codes.map((c) => c.data)).toEqual(Array(expected).fill(url));
      // Large enough to scan from across a table: 40 mm or more on an A6 card, more on the A5 sign.
      for (const code of codes) expect(code.size).toBeGreaterThanOrEqual(mm(40));
      if (layout === 'a5-sign') expect(codes[0]!.size).toBeGreaterThanOrEqual(mm(60));
      else {
        // One per quarter of the sheet: each A6 card has its own.
        const quarters = codes.map((c) => `${c.left + c.size / 2 > width / 2 ? 'right' : 'left'} ${c.top + c.size / 2 > height / 2 ? 'bottom' : 'top'}`);
        expect(quarters).toEqual(['left top', 'right top', 'left bottom', 'right bottom']);
      }
    });

    it('prints a display name in accents and Cyrillic as typed', async () => {
      const host = await createCreator(ctx().app);
      const displayName = 'Zoë & Ярослав Ødegård';
      const put = await ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { displayName } });
      expect(put.statusCode).toBe(200);

      const res = await cards(host, 'for=page&layout=a5-sign');
      expect(res.statusCode).toBe(200);
      expect(flat(await pdfText(res.rawPayload))).toContain(displayName);
    });

    it('refuses what it does not know with a 400 that says what to send', async () => {
      const host = await createCreator(ctx().app);
      for (const [query, message] of [
        ['layout=a4-four', en('errors.table_cards_for_invalid')],
        ['for=menu&layout=a4-four', en('errors.table_cards_for_invalid')],
        ['for=page', en('errors.table_cards_layout_invalid')],
        ['for=page&layout=letter', en('errors.table_cards_layout_invalid')],
        ['for=page&for=gallery&layout=a5-sign', en('errors.table_cards_for_invalid')],
      ]) {
        const res = await cards(host, query!);
        expect(res.statusCode, query).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().message, query).toBe(message);
      }
    });

    it('in German (language=de): German words, and a QR code and written link that open the page in German', async () => {
      const host = await createCreator(ctx().app);
      const res = await cards(host, 'for=page&layout=a4-four&language=de');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${host.profile!.username}-guestbook-table-cards-a4-de.pdf"`);
      const url = `${urlOf(host, 'page')}?lang=de`;
      const text = flat(await pdfText(res.rawPayload));
      expect(count(text, de.instructions.page)).toBe(4);
      expect(text).not.toContain(en('cards.instructions.page'));
      expect(count(text, url.replace('https://', ''))).toBe(4);
      expect((await decodeQrCodes(res.rawPayload, 1)).map((c) => c.data)).toEqual(Array(4).fill(url));

      const gallery = await cards(host, 'for=gallery&layout=a5-sign&language=de');
      expect(flat(await pdfText(gallery.rawPayload))).toContain(de.instructions.gallery);
      expect((await decodeQrCodes(gallery.rawPayload, 1)).map((c) => c.data)).toEqual([`${urlOf(host, 'gallery')}?lang=de`]);
    });

    it('without a language the cards speak the page\'s language and link to the page as it is', async () => {
      const host = await createCreator(ctx().app);
      const put = await ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { language: 'fr' } });
      expect(put.statusCode).toBe(200);
      const res = await cards(host, 'for=page&layout=a5-sign');
      expect(flat(await pdfText(res.rawPayload))).toContain(fr.instructions.page);
      expect((await decodeQrCodes(res.rawPayload, 1)).map((c) => c.data)).toEqual([urlOf(host, 'page')]);
    });

    it('in Arabic: the instruction shaped and right to left (read back in its order), an Arabic name too, and ?lang=ar', async () => {
      const host = await createCreator(ctx().app);
      const displayName = 'ليلى وسامي';
      await ctx().app.inject({ method: 'PUT', url: '/api/creator-profile', headers: { cookie: host.cookie }, payload: { displayName } });
      const res = await cards(host, 'for=page&layout=a4-four&language=ar');
      expect(res.statusCode).toBe(200);
      const url = `${urlOf(host, 'page')}?lang=ar`;
      // pdfjs gives right-to-left text in its reading order: words in the wrong order would read differently.
      const text = flat(await pdfText(res.rawPayload));
      expect(count(text, ar.instructions.page)).toBe(4);
      expect(count(text, displayName)).toBe(4);
      expect(count(text, url.replace('https://', ''))).toBe(4);
      expect((await decodeQrCodes(res.rawPayload, 1)).map((c) => c.data)).toEqual(Array(4).fill(url));
      // Kept to look at: test-results/table-cards-ar.png.
      mkdirSync('test-results', { recursive: true });
      writeFileSync(path.join('test-results', 'table-cards-ar.png'), await renderPdfPage(res.rawPayload, 1, 100));
    });

    it('refuses a language it does not speak with a 400 that lists those it does, and its code', async () => {
      const host = await createCreator(ctx().app);
      for (const query of ['for=page&layout=a4-four&language=zh', 'for=page&layout=a4-four&language=', 'for=page&layout=a4-four&language=de&language=fr']) {
        const res = await cards(host, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ message: en('errors.table_cards_language_invalid'), code: 'table_cards_language_invalid' });
      }
      expect(en('errors.table_cards_language_invalid')).toBe("Choose the cards' language: en, es, de, fr, it, pt-BR, nl, ar");
    });

    it('asks who you are first: signed out is 401, whatever the query', async () => {
      for (const query of ['for=page&layout=a4-four', 'for=nope']) {
        const res = await cards(null, query);
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await ctx().app.inject({ url: '/api/keepsake/page-qr' })).statusCode).toBe(401);
    });

    it("gives another host only their own cards: nothing in the query reaches someone else's page", async () => {
      const anna = await createCreator(ctx().app);
      const other = await createCreator(ctx().app);
      const res = await cards(other, `for=page&layout=a5-sign&username=${anna.profile!.username}&userId=${anna.user.id}`);
      expect(res.statusCode).toBe(200);
      expect((await decodeQrCodes(res.rawPayload, 1)).map((c) => c.data)).toEqual([urlOf(other, 'page')]);
      expect(await pdfText(res.rawPayload)).not.toContain(anna.profile!.username);
      const gallery = await cards(other, 'for=gallery&layout=a5-sign');
      expect((await decodeQrCodes(gallery.rawPayload, 1)).map((c) => c.data)).toEqual([urlOf(other, 'gallery')]);
      const qr = await ctx().app.inject({ url: '/api/keepsake/page-qr', headers: { cookie: other.cookie } });
      expect(qr.json().url).toBe(urlOf(other, 'page'));
    });

    it('answers HEAD with the headers of the download and no body', async () => {
      const host = await createCreator(ctx().app);
      const res = await ctx().app.inject({ method: 'HEAD', url: '/api/keepsake/table-cards?for=page&layout=a4-four', headers: { cookie: host.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.length).toBe(0);
    });

    it("gives the host their guestbook page's link, as typed and as a QR code that opens it", async () => {
      const host = await createCreator(ctx().app);
      const res = await ctx().app.inject({ url: '/api/keepsake/page-qr', headers: { cookie: host.cookie } });
      expect(res.statusCode).toBe(200);
      const url = urlOf(host, 'page');
      const body = res.json();
      expect(body).toMatchObject({ url, shortUrl: url.replace('https://', '') });
      const png = PNG.sync.read(Buffer.from(body.qrCodeData.replace(/^data:image\/png;base64,/, ''), 'base64'));
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url);
    });

    it('a host without a page yet gets 404, not an empty card', async () => {
      const host = await createCreator(ctx().app, { profile: false });
      expect((await cards(host, 'for=page&layout=a4-four')).statusCode).toBe(404);
      expect((await ctx().app.inject({ url: '/api/keepsake/page-qr', headers: { cookie: host.cookie } })).statusCode).toBe(404);
    });
  },
  (config) => {
    config.publicUrl = ORIGIN;
  },
);
