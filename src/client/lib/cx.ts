/**
 * Joins class names, nothing more: for components that only switch between classes of their own and whose callers
 * never override them (cn.ts merges overrides). The guest's page uses this alone, so its first load leaves the merging
 * code out (docs/decisions/023, checked by vite.config.ts).
 */
export { clsx as cx } from 'clsx';
