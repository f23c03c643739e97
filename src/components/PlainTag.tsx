import type { ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

interface Props {
  /** One of antd's preset colours the shop's sheets draw. */
  color?: 'orange';
  children: ReactNode;
}

/**
 * antd's Tag, as the shop uses it (a label, a preset colour), drawn with antd's class names by the build's antd style
 * sheet: without what antd's Tag carries in its script for tags the shop does not show (closing, checking, a colour of
 * one's own worked out in the browser with its colour library).
 */
export default function PlainTag({ color, children }: Props) {
  const { prefix, scope } = useAntdClasses('tag', { ownVariables: false });
  return <span className={[prefix, `${prefix}-filled`, color && `${prefix}-${color}`, scope].filter(Boolean).join(' ')}>{children}</span>;
}
