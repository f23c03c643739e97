import type { TextareaHTMLAttributes } from 'react';
import { usePlainInputClasses } from './plainInputClasses';

/**
 * antd's Input.TextArea as the shop uses it (fixed rows: no auto size, count or clear button), drawn with antd's classes
 * by the build's antd style sheet: antd's brings rc-textarea and a resize observer for what the shop does not use.
 */
export default function PlainTextArea({ className, disabled = false, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...rest} className={usePlainInputClasses(className, disabled)} disabled={disabled} />;
}
