// antd's own context (PlainFormItem provides it): a field with a problem takes antd's error look.
import { FormItemInputContext } from 'antd/es/form/context';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { useContext, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTexts } from '../i18n/TextsContext';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-forms.css';
import './PlainPassword.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** antd's eye icon as its icon component draws it (the icon's own paths), without that component: the button around it carries the name. */
function EyeIcon({ definition }: { definition: IconDefinition }) {
  const { children = [] } = definition.icon as AbstractNode;
  return (
    <span className={`anticon anticon-${definition.name}`} aria-hidden="true">
      <svg
        viewBox="64 64 896 896"
        focusable="false"
        data-icon={definition.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {children.map(({ attrs }) => (
          <path key={attrs.d} d={attrs.d} />
        ))}
      </svg>
    </span>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/**
 * antd's Input.Password drawn with antd's classes by the build's antd style sheet, without its script and icons. Its
 * eye is a real button, named in the shopper's language ("Show password", then "Hide password"); a tap on it leaves
 * the focus and the caret in the field, and showing or hiding keeps both.
 */
export default function PlainPassword({ className, disabled = false, ...input }: Props) {
  const { prefix, scope, hash } = useAntdClasses('input', { ownVariables: true });
  const { status } = useContext(FormItemInputContext);
  const { t } = useTexts();
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const caret = useRef<[number | null, number | null] | null>(null);

  // React copies a controlled value into the `value` attribute, where a style sheet's selectors can read it: as
  // antd's Input does, a hidden password is kept out of it. React writes it again once it has handled the keystroke,
  // after the render: it goes in a microtask, still before the browser next draws.
  useLayoutEffect(() => {
    if (!shown) queueMicrotask(() => field.current?.type === 'password' && field.current.removeAttribute('value'));
  });
  // A browser may move the caret when the field's type changes: it goes back where it was.
  useLayoutEffect(() => {
    if (caret.current && field.current) field.current.setSelectionRange(...caret.current);
    caret.current = null;
  }, [shown]);

  const toggle = () => {
    if (field.current) caret.current = [field.current.selectionStart, field.current.selectionEnd];
    setShown(!shown);
  };
  const wrapper = `${prefix}-affix-wrapper`;
  return (
    <span
      className={classes(
        wrapper,
        `${prefix}-outlined`,
        `${prefix}-password`,
        disabled && `${wrapper}-disabled ${prefix}-disabled`,
        status && `${prefix}-status-${status}`,
        className,
        scope,
      )}
    >
      <input
        {...input}
        ref={field}
        type={shown ? 'text' : 'password'}
        className={classes(prefix, disabled && `${prefix}-disabled`, hash)}
        disabled={disabled}
      />
      <span className={`${prefix}-suffix`}>
        <button
          type="button"
          className={`${prefix}-password-icon plain-password__toggle`}
          aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
          aria-controls={input.id}
          disabled={disabled}
          // A tap keeps the focus (and a phone's keyboard) in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
        >
          <EyeIcon definition={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      </span>
    </span>
  );
}
