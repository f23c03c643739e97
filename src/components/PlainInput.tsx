import type { ComponentProps } from 'react';
import { usePlainInputClasses } from './plainInputClasses';

/**
 * antd's Input as the shop uses it where nothing else is typed on the page (no prefix, suffix, count or clear button),
 * drawn with antd's classes by the build's antd style sheet, without the script antd's Input brings.
 */
export default function PlainInput({ className, disabled = false, ...rest }: ComponentProps<'input'>) {
  return <input type="text" {...rest} className={usePlainInputClasses(className, disabled)} disabled={disabled} />;
}
