// antd's own context (the one its inputs read, already in their script): through it an input takes the item's error
// look and radios and checkboxes their in-form spacing, as inside antd's Form.Item.
import { FormItemInputContext } from 'antd/es/form/context';
import { useLayoutEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-forms.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * antd's vertical Form, as the shop uses it, drawn with antd's classes by the build's antd style sheet. The shop checks
 * its forms with its own rules (src/domain): antd's Form would bring its form library and async validator for nothing.
 */
export function PlainForm({ className, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  const { prefix, scope } = useAntdClasses('form', { ownVariables: true });
  return <form {...rest} className={classes(prefix, `${prefix}-vertical`, className, scope)} />;
}

interface ItemProps {
  label?: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  required?: boolean;
  /** The problem with the control, shown under it in antd's error look. */
  error?: ReactNode;
  children: ReactNode;
}

/** antd's Form.Item in a vertical form, as the shop uses it (no name: the shop's own state holds the value). */
export function PlainFormItem({ label, htmlFor, required = false, error, children }: ItemProps) {
  const { prefix, scope } = useAntdClasses('form', { ownVariables: true });
  const row = useAntdClasses('row', { ownVariables: false });
  const col = useAntdClasses('col', { ownVariables: false });
  const item = `${prefix}-item`;
  const wrong = error != null && error !== false;
  // As antd's: the problem takes the place of the item's bottom margin, so showing it moves nothing below it.
  const itemRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (wrong && itemRef.current) setMargin(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10) || 0);
  }, [wrong]);
  const offset = wrong ? margin : 0;
  return (
    <div ref={itemRef} className={classes(item, scope, wrong && `${item}-with-help ${item}-has-error`, `${item}-vertical`)}>
      <div className={classes(row.prefix, `${item}-row`, row.scope)}>
        {label != null && (
          <div className={classes(col.prefix, `${item}-label`, col.scope)}>
            <label htmlFor={htmlFor} className={required ? `${item}-required` : ''} title={typeof label === 'string' ? label : undefined}>
              {label}
            </label>
          </div>
        )}
        <div className={classes(col.prefix, `${item}-control`, col.scope)}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              <FormItemInputContext.Provider value={{ status: wrong ? 'error' : '', isFormItemInput: true }}>
                {children}
              </FormItemInputContext.Provider>
            </div>
          </div>
          {wrong && (
            <div className={`${item}-additional`} style={offset ? { minHeight: offset } : {}}>
              <div className={classes(`${item}-explain`, scope, `${item}-explain-connected`)}>
                <div className={`${item}-explain-error`}>{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {!!offset && <div className={`${item}-margin-offset`} style={{ marginBottom: -offset }} />}
    </div>
  );
}
