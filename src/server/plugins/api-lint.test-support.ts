import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  rule: string;
  severity: 'error' | 'warn';
  message: string;
  where: string;
}

/**
 * Lints an OpenAPI document with Redocly's `recommended` rules, the ruleset `redocly lint` applies when it finds no
 * configuration: the same engine (@redocly/openapi-core) and the same rules as the CLI, without a process or a file.
 */
export async function lintOpenApi(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity === 'error' ? 'error' : 'warn',
    message: p.message,
    where: p.location[0]?.pointer ?? '',
  }));
}
