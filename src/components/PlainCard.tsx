import type { HTMLAttributes, ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  cover?: ReactNode;
  children: ReactNode;
}

/**
 * antd's bordered Card with a cover, as the shop uses it, drawn with antd's classes by the build's antd style sheet:
 * without the tabs (and their overflow menu) antd's Card carries in its script for a tabbed card.
 */
export default function PlainCard({ cover, children, className, ...rest }: Props) {
  const { prefix, scope } = useAntdClasses('card', { ownVariables: false });
  return (
    <div {...rest} className={[prefix, `${prefix}-bordered`, className, scope].filter(Boolean).join(' ')}>
      {cover != null && <div className={`${prefix}-cover`}>{cover}</div>}
      <div className={`${prefix}-body`}>{children}</div>
    </div>
  );
}
