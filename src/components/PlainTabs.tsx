import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-tabs.css';
import './PlainTabs.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: readonly PlainTab[];
  activeKey: string;
  onChange: (key: string) => void;
}

/** Where an arrow key, Home or End moves from the tab at `index` of `count` (WAI-ARIA's tabs pattern), if it does. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
  return key in moves ? (moves[key] + count) % count : undefined;
}

/**
 * antd's Tabs for a few tabs that always fit, in antd's look (its class names, drawn by the build's antd style sheet):
 * without the overflow menu, dropdown and measuring antd's Tabs bring along. A tab is a button; the arrow keys, Home
 * and End move between tabs and choose them. As antd does, a pane once shown stays mounted, hidden, so what was typed
 * in it is still there on coming back.
 */
export default function PlainTabs({ items, activeKey, onChange }: Props) {
  const { prefix, scope } = useAntdClasses('tabs', { ownVariables: true });
  const id = useId();
  const tablist = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<readonly string[]>([activeKey]);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  if (!shown.includes(activeKey)) setShown([...shown, activeKey]);

  const choose = (key: string) => {
    if (key !== activeKey) onChange(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    tablist.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    choose(items[next].key);
  };
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  return (
    <div className={`${prefix} ${prefix}-top ${scope}`}>
      <div ref={tablist} role="tablist" aria-orientation="horizontal" className={`${prefix}-nav`}>
        <div className={`${prefix}-nav-wrap`}>
          <div className={`${prefix}-nav-list`}>
            {items.map(({ key, label }, index) => {
              const active = key === activeKey;
              const classes = [`${prefix}-tab`, active && `${prefix}-tab-active`, focusedKey === key && `${prefix}-tab-focus`];
              return (
                // The tab's padding answers a tap too, as antd's does; the keyboard has the button.
                <div key={key} className={classes.filter(Boolean).join(' ')} onClick={() => choose(key)}>
                  <button
                    type="button"
                    role="tab"
                    id={tabId(key)}
                    aria-selected={active}
                    aria-controls={panelId(key)}
                    tabIndex={active ? 0 : -1}
                    className={`${prefix}-tab-btn plain-tabs__button`}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    onFocus={() => setFocusedKey(key)}
                    onBlur={() => setFocusedKey(null)}
                  >
                    {label}
                  </button>
                  {active && <div className={`${prefix}-ink-bar plain-tabs__ink-bar`} />}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div className={`${prefix}-body-holder`}>
        <div className={`${prefix}-body ${prefix}-body-top`}>
          {items
            .filter(({ key }) => shown.includes(key))
            .map(({ key, children }) => {
              const active = key === activeKey;
              return (
                <div
                  key={key}
                  role="tabpanel"
                  id={panelId(key)}
                  aria-labelledby={tabId(key)}
                  tabIndex={0}
                  hidden={!active}
                  className={`${prefix}-content ${prefix}-content-${active ? 'active' : 'hidden'}`}
                >
                  {children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
