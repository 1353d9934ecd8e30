import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements where its placeholders are ('We sent a link to {{email}}.' with the address in
 * bold), in the order the language puts them. t() leaves a placeholder it was given no value for as it is, so
 * `fillPlaceholders(t('x.body'), { email: <b>{email}</b> })` works in every language.
 */
export function fillPlaceholders(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(/\{\{\s*(\w+)\s*\}\}/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? (nodes[part] ?? part) : part}</Fragment>);
}
