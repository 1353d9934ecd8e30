import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The layer rules (`npm run check:deps` runs them over src/ in `npm test`). This proves they bite: a small tree
// that breaks each rule once is refused with each rule's name, and the real tree is clean.
const ROOT = path.resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string) {
  const result = await cruise(['src'], {
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the layer rules', () => {
  it('refuse each kind of wrong import, by name', async () => {
    const found = await violations(path.join(ROOT, 'scripts/fixtures/layers'));
    expect(found.sort()).toEqual(
      [
        'client-building-blocks-import-no-feature: src/client/lib/util.ts → src/client/features/voice/voice.ts',
        'features-do-not-import-each-other: src/client/features/voice/voice.ts → src/client/features/recorder/recorder.ts',
        'infrastructure-imports-no-module: src/server/plugins/sweeper.ts → src/server/modules/messages/messages.routes.ts',
        'module-links-imports-only-accounts: src/server/modules/links/links.service.ts → src/server/modules/profiles/profiles.service.ts',
        'only-app-registers-routes: src/server/plugins/sweeper.ts → src/server/modules/messages/messages.routes.ts',
        'repositories-import-no-service: src/server/modules/messages/messages.repository.ts → src/server/modules/profiles/profiles.service.ts',
        'shared-imports-neither-side: src/shared/limits.ts → src/server/plugins/sweeper.ts',
      ].sort(),
    );
  });

  it('hold for the code as it is', async () => {
    expect(await violations(ROOT)).toEqual([]);
  }, 60_000);
});
