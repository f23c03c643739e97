import RightOutlined from '@ant-design/icons/RightOutlined';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

export interface PlainCollapseItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: readonly PlainCollapseItem[];
  className?: string;
}

/**
 * antd's ghost Collapse with every panel open at first, drawn without its script (rc-collapse and its motion) by the
 * build's antd style sheet. A header folds and unfolds its panel on a tap, Enter or Space; a folded panel stays in the
 * page, hidden, so what it holds keeps its state.
 */
export default function PlainCollapse({ items, className }: Props) {
  const { prefix, scope } = useAntdClasses('collapse', { ownVariables: false });
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setFolded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(key);
  };
  const rootClasses = [prefix, `${prefix}-ghost`, `${prefix}-icon-placement-start`, className, scope].filter(Boolean).join(' ');
  return (
    <div className={rootClasses}>
      {items.map((item) => {
        const open = !folded.has(item.key);
        return (
          <div key={item.key} className={open ? `${prefix}-item ${prefix}-item-active` : `${prefix}-item`}>
            <div
              role="button"
              tabIndex={0}
              aria-expanded={open}
              aria-disabled={false}
              className={`${prefix}-header`}
              onClick={() => toggle(item.key)}
              onKeyDown={onKeyDown(item.key)}
            >
              <div className={`${prefix}-expand-icon`}>
                <RightOutlined className={`${prefix}-arrow`} rotate={open ? 90 : undefined} aria-hidden />
              </div>
              <span className={`${prefix}-title`}>{item.label}</span>
            </div>
            <div className={open ? `${prefix}-panel ${prefix}-panel-active` : `${prefix}-panel ${prefix}-panel-hidden`}>
              <div className={`${prefix}-body`}>{item.children}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
