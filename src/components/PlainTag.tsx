import type { ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

interface Props {
  /** One of antd's preset colours the shop's sheets draw. */
  color?: 'orange';
  children: ReactNode;
  /** A tag the shopper can take away: its × button, named for a screen reader by `removeLabel`. */
  onRemove?: () => void;
  removeLabel?: string;
  removeClassName?: string;
}

/**
 * antd's Tag, as the shop uses it (a label, a preset colour), drawn with antd's class names by the build's antd style
 * sheet: without what antd's Tag carries in its script for tags the shop does not show (closing, checking, a colour of
 * one's own worked out in the browser with its colour library). A tag that can be taken away has the × button antd's
 * closable Tag draws around a close icon of one's own.
 */
export default function PlainTag({ color, children, onRemove, removeLabel, removeClassName }: Props) {
  const { prefix, scope } = useAntdClasses('tag', { ownVariables: false });
  return (
    <span className={[prefix, `${prefix}-filled`, color && `${prefix}-${color}`, scope].filter(Boolean).join(' ')}>
      {children}
      {onRemove && (
        // antd names its close icon a button that takes the focus, whatever the element: kept, so the markup is antd's.
        <button
          type="button"
          className={[removeClassName, `${prefix}-close-icon`].filter(Boolean).join(' ')}
          aria-label={removeLabel}
          onClick={onRemove}
          role="button"
          tabIndex={0}
        >
          ×
        </button>
      )}
    </span>
  );
}
