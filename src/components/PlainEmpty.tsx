import type { ReactNode } from 'react';
import { isShown, useAntdClasses } from './useAntdClasses';
import './PlainEmpty.css';

interface Props {
  /** The shop's own picture. */
  image: ReactNode;
  description: ReactNode;
  /** Under the description: what the shopper can do next. */
  children?: ReactNode;
  className?: string;
}

/**
 * antd's Empty with a picture of the shop's own, drawn with antd's class names by the build's antd style sheet: without
 * the default pictures antd's Empty carries in its script, coloured in the browser with its colour library.
 */
export default function PlainEmpty({ image, description, children, className }: Props) {
  const { prefix, scope } = useAntdClasses('empty', { ownVariables: false });
  return (
    <div className={[prefix, className, scope].filter(Boolean).join(' ')}>
      <div className={`${prefix}-image plain-empty__image`}>{image}</div>
      {isShown(description) && <div className={`${prefix}-description`}>{description}</div>}
      {isShown(children) && <div className={`${prefix}-footer`}>{children}</div>}
    </div>
  );
}
