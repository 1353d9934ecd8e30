import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit, refusedParameters, testedParameters, verdictOf } from './sqlmap-audit.js';

// The full audit (npm run audit:sqlmap, every target, ~2 minutes) is a separate script; this proves the script
// works and runs its quick pass (three targets, boolean and error techniques) in every test run.
describe('npm run audit:sqlmap', () => {
  it('reads sqlmap verdicts: a found injection point fails, an untested target fails, a clean run passes', () => {
    expect(verdictOf("sqlmap identified the following injection point(s) with a total of 42 HTTP(s) requests:\nParameter: q (GET)")).toBe('injectable');
    expect(verdictOf("[INFO] GET parameter 'q' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable")).toBe('injectable');
    expect(verdictOf('[CRITICAL] no parameter(s) found for testing in the provided data')).toBe('untested');
    const clean = "[WARNING] GET parameter 'q' does not seem to be injectable\n[CRITICAL] all tested parameters do not appear to be injectable.";
    expect(verdictOf(clean)).toBe('clean');
    expect(testedParameters(clean)).toEqual(['q']);
    expect(refusedParameters("[INFO] skipping (custom) POST parameter 'JSON email'")).toEqual(['JSON email']);
  });

  it('finds no injectable parameter in a quick pass against the running server', async () => {
    const report = path.join(mkdtempSync(path.join(tmpdir(), 'voxbook-sqlmap-test-')), 'report.txt');
    const r = await audit({ dialect: 'sqlite', quick: true, report });
    expect(r.results.map((x) => x.verdict)).toEqual(['clean', 'clean', 'clean']);
    expect(r.injectable).toBe(0);
    // sqlmap really tried the path parameter and the JSON fields, not nothing.
    expect(r.results.flatMap((x) => x.parameters)).toEqual(expect.arrayContaining(['#1*', 'JSON password', 'JSON senderName', 'JSON creatorProfileId']));
    expect(existsSync(report)).toBe(true);
    expect(readFileSync(report, 'utf8')).toContain('injectable: 0, untested: 0');
  }, 180_000);
});
