// antd's own context (PlainFormItem provides it): a field with a problem takes antd's error look.
import { FormItemInputContext } from 'antd/es/form/context';
import { useContext, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTexts } from '../i18n/TextsContext';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-forms.css';
import './PlainPassword.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The paths of @ant-design/icons-svg's EyeOutlined and EyeInvisibleOutlined (PlainPassword.test.tsx holds them to antd's). */
const EYE = {
  eye: [
    'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
  ],
  'eye-invisible': [
    'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
    'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
  ],
};

/** antd's eye icon as its icon component draws it, without that component: the button around it carries the name. */
function EyeIcon({ name }: { name: keyof typeof EYE }) {
  return (
    <span className={`anticon anticon-${name}`} aria-hidden="true">
      <svg viewBox="64 64 896 896" focusable="false" data-icon={name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {EYE[name].map((path) => (
          <path key={path} d={path} />
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
          <EyeIcon name={shown ? 'eye' : 'eye-invisible'} />
        </button>
      </span>
    </span>
  );
}
