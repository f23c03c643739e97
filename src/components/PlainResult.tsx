import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { isShown, useAntdClasses } from './useAntdClasses';

const STATUS_ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled };

interface Props {
  status?: keyof typeof STATUS_ICONS;
  /** In place of the status's icon. */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
}

/**
 * antd's Result, as the shop uses it, drawn with antd's class names by the build's antd style sheet: without the
 * 404/500/403 illustrations antd's Result carries in its script whatever the status shown (the shop draws its own).
 */
export default function PlainResult({ status = 'info', icon, title, subTitle, extra, className }: Props) {
  const { prefix, scope } = useAntdClasses('result', { ownVariables: false });
  const StatusIcon = STATUS_ICONS[status];
  return (
    <div className={[prefix, `${prefix}-${status}`, className, scope].filter(Boolean).join(' ')}>
      <div className={`${prefix}-icon`}>{icon ?? <StatusIcon />}</div>
      {isShown(title) && <div className={`${prefix}-title`}>{title}</div>}
      {isShown(subTitle) && <div className={`${prefix}-subtitle`}>{subTitle}</div>}
      {isShown(extra) && <div className={`${prefix}-extra`}>{extra}</div>}
    </div>
  );
}
