// antd Input's class names for a plain <input> or <textarea>, with the look of the field's problem inside an antd form
// item (PlainFormItem provides antd's own context), so the build's antd style sheet draws it as antd's own.
import { FormItemInputContext } from 'antd/es/form/context';
import { useContext } from 'react';
import { useAntdClasses } from './useAntdClasses';
// Their look is antd Input's, in the forms sheet.
import '@shop/antd-forms.css';

export function usePlainInputClasses(className: string | undefined, disabled: boolean): string {
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
  return classes.filter(Boolean).join(' ');
}
