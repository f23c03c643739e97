// antd's own context (PlainFormItem provides it): inside a form item a choice takes antd's in-form spacing.
import { FormItemInputContext } from 'antd/es/form/context';
import { useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children' | 'checked' | 'disabled'>;

interface ChoiceProps extends InputProps {
  kind: 'radio' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One radio or checkbox with its label, in antd's markup (its Radio and Checkbox draw the same parts) and so in its look
 * by the build's antd style sheet: a native input, so a tap, Space and the arrow keys work as the browser's own do.
 */
export function PlainChoice({ kind, checked, disabled = false, className, children, ...input }: ChoiceProps) {
  const { prefix, scope, hash } = useAntdClasses(kind, { ownVariables: true });
  const { isFormItemInput } = useContext(FormItemInputContext);
  const wrapper = `${prefix}-wrapper`;
  return (
    <label
      className={classes(
        wrapper,
        checked && `${wrapper}-checked`,
        disabled && `${wrapper}-disabled`,
        isFormItemInput && `${wrapper}-in-form-item`,
        className,
        scope,
      )}
    >
      <span
        className={classes(
          prefix,
          'ant-wave-target',
          checked && `${prefix}-checked`,
          disabled && `${prefix}-disabled`,
          kind === 'checkbox' && hash,
        )}
      >
        <input {...input} className={`${prefix}-input`} disabled={disabled} type={kind} checked={checked} />
      </span>
      <span className={`${prefix}-label`}>{children}</span>
    </label>
  );
}

/**
 * antd's Checkbox drawn without its script (rc-checkbox, its group and wave). `onChange` is the input's own:
 * `event.target.checked` is the new state, as with antd's.
 */
export default function PlainCheckbox(props: Omit<ChoiceProps, 'kind'>) {
  return <PlainChoice kind="checkbox" {...props} />;
}
