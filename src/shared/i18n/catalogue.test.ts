import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MSG } from '../api.texts.js';
import { ERROR_CODES, GUEST_ERROR_CODES } from '../error-codes.js';
import { en } from './english.js';

/**
 * The guest catalogue checked (docs/decisions/055): every key is used in the guest area, and the server's
 * refusals the guest sees (MSG, src/shared/error-codes.ts) say exactly what en/guest.json says.
 * Completeness in every language and the words on screens are app-catalogue.test.ts's checks, for every catalogue.
 */

type Tree = { [key: string]: string | Tree };
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (language: string): Tree => JSON.parse(readFileSync(path.join(import.meta.dirname, language, 'guest.json'), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

/** The guest area: the pages guests open and every piece they show (a folder means every .ts/.tsx file in it). */
const GUEST_AREA = [
  'src/client/app/public-app.tsx',
  'src/client/app/routes/public-profile-route.tsx',
  'src/client/app/routes/public-profile-screen.tsx',
  'src/client/app/routes/preview-route.tsx',
  'src/client/features/public-profile',
  'src/client/features/messages/components/record-message-flow.tsx',
  'src/client/features/messages/components/record-message-modal.tsx',
  'src/client/features/messages/components/thank-you-panel.tsx',
  'src/client/features/messages/components/record-step-intro.tsx',
  'src/client/features/messages/components/guest-details-step.tsx',
  'src/client/features/messages/components/message-photo-field.tsx',
  'src/client/recording-upload/uploading-recorder.tsx',
  'src/client/recording-upload/upload-status.tsx',
  'src/client/features/messages/components/unsent-message-banner.tsx',
  'src/client/features/messages/components/send-voice-message-sheet.tsx',
  'src/client/features/messages/hooks/use-guest-message-draft.ts',
  'src/client/recorder/components',
  'src/client/components/open-in-browser-banner.tsx',
  'src/client/components/language-switcher.tsx',
  'src/client/components/profile/profile-header.tsx',
  'src/client/components/profile/profile-links.tsx',
  'src/client/capsule/capsule-notice.tsx',
  'src/client/components/ui/dialog.tsx',
  'src/client/components/ui/toast.tsx',
  'src/client/lib/i18n/guest-server-message.ts',
  'src/server/modules/profiles/public-page.ts',
  'src/server/modules/replies/reply-page.ts',
  'src/server/modules/keepsake/listen-page.ts',
];
function expand(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => expand(path.join(entry, name)));
}
const files = GUEST_AREA.flatMap(expand).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

const sourceOf = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const walk = (node: ts.Node, visit: (node: ts.Node) => void) => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};

const english = flatten(read('en'));

describe('the guest catalogues', () => {
  it('uses every key somewhere in the guest area (as t(key) or a key written out for it)', () => {
    const literals = new Set<string>();
    for (const file of files) {
      walk(sourceOf(file), (node) => {
        if (ts.isStringLiteralLike(node)) literals.add(node.text);
      });
    }
    const unused = [...english.keys()].filter((key) => !literals.has(key));
    expect(unused).toEqual([]);
  });

  it("keeps the server's English refusals that guests see equal to en/guest.json, byte for byte", () => {
    /** A texts constant, or a function of one: called with '{{name}}' for each of its parameters, in order. */
    const asTemplate = (value: string | ((...args: string[]) => string), names: string[]) =>
      typeof value === 'string' ? value : value(...names.map((n) => `{{${n}}}`));
    const SAME: Array<[string | ((...args: never[]) => string), string, string[]?]> = [
      [en('errors.generic_failure'), 'page.loadFailed'],
    ];
    // The errors' texts are the product spec's messages of their codes.
    for (const [message, code] of Object.entries(ERROR_CODES)) {
      if ((GUEST_ERROR_CODES as readonly string[]).includes(code)) SAME.push([message, `errors.${code}`]);
    }
    for (const [value, key, names = []] of SAME) {
      expect(asTemplate(value as string | ((...args: string[]) => string), names), key).toBe(english.get(key));
    }
  });
});
