import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { isShown, useAntdClasses } from './useAntdClasses';

const TYPE_ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled };

interface Props {
  type?: keyof typeof TYPE_ICONS;
  showIcon?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  /** Beside the words: what the shopper can do about it. */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * antd's Alert as the shop uses it (never closed), drawn with antd's class names by the build's antd style sheet:
 * without the motion and close button antd's Alert carries in its script. Like antd's, it is always an alert to
 * screen readers.
 */
export default function PlainAlert({ type = 'info', showIcon = false, title, description, action, className, ...data }: Props) {
  const { prefix, scope } = useAntdClasses('alert', { ownVariables: false });
  const Icon = TYPE_ICONS[type];
  const classes = [
    prefix,
    `${prefix}-${type}`,
    `${prefix}-outlined`,
    isShown(description) && `${prefix}-with-description`,
    !showIcon && `${prefix}-no-icon`,
    className,
    scope,
  ];
  return (
    <div data-show="true" className={classes.filter(Boolean).join(' ')} role="alert" {...data}>
      {showIcon && (
        <span className={`${prefix}-icon`}>
          <Icon />
        </span>
      )}
      <div className={`${prefix}-section`}>
        {isShown(title) && <div className={`${prefix}-title`}>{title}</div>}
        {isShown(description) && <div className={`${prefix}-description`}>{description}</div>}
      </div>
      {isShown(action) && <div className={`${prefix}-actions`}>{action}</div>}
    </div>
  );
}
