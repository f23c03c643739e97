import { Fragment, type ReactNode } from 'react';
import type { MessageKey, Values } from '../i18n/texts';
import { useTexts } from '../i18n/TextsContext';

/** Stands for an element argument while the message is formatted: private-use characters no message or value writes. */
const placeholder = (index: number) => `\uE000${index}\uE001`;
const PLACEHOLDER = /\uE000(\d+)\uE001/;

/**
 * A message with elements among its arguments (a link, a name marked with its own `lang`): the catalogue keeps the
 * whole sentence, and each element goes where the page's language puts its argument.
 */
export default function RichMessage({ id, values, elements }: { id: MessageKey; values?: Values; elements: Record<string, ReactNode> }) {
  const { t } = useTexts();
  const names = Object.keys(elements);
  const text = t(id, { ...values, ...Object.fromEntries(names.map((name, index) => [name, placeholder(index)])) });
  // Split on a capturing pattern: texts at even places, element indexes at odd ones.
  const parts = text.split(PLACEHOLDER);
  return <>{parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{elements[names[Number(part)]]}</Fragment>))}</>;
}
