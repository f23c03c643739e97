// antd's own context (PlainFormItem provides it): a field with a problem takes antd's error look.
import { FormItemInputContext } from 'antd/es/form/context';
import { useContext, type TextareaHTMLAttributes } from 'react';
import { useAntdClasses } from './useAntdClasses';
// Its look is antd Input's, in the forms sheet.
import '@shop/antd-forms.css';

/**
 * antd's Input.TextArea as the shop uses it (fixed rows: no auto size, count or clear button), drawn with antd's classes
 * by the build's antd style sheet: antd's brings rc-textarea and a resize observer for what the shop does not use.
 */
export default function PlainTextArea({ className, disabled = false, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { prefix, scope } = useAntdClasses('input', { ownVariables: true });
  const { status } = useContext(FormItemInputContext);
  const classes = [
    prefix,
    `${prefix}-outlined`,
    disabled && `${prefix}-disabled`,
    status && `${prefix}-status-${status}`,
    className,
    scope,
  ];
  return <textarea {...rest} className={classes.filter(Boolean).join(' ')} disabled={disabled} />;
}
