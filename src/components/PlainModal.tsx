import CloseOutlined from '@ant-design/icons/CloseOutlined';
import '@shop/antd-modal.css';
import { useEffect, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTexts } from '../i18n/TextsContext';
import { isShown, useAntdClasses } from './useAntdClasses';
import './PlainModal.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * antd's Modal without its script (rc-dialog, its portal and motion): the browser's own modal `<dialog>`, drawn by
 * the build's antd style sheet in antd's classes. It opens with focus on its close button; the browser keeps focus
 * inside while it is open, makes the page behind inert, closes it on Escape and gives focus back to what had it. A
 * tap on the mask closes it, as antd's does. It opens and closes at once, with no zoom. While closed it stays in the
 * page, hidden, so what it holds keeps its state.
 */
export default function PlainModal({ open, onClose, title, footer, className, children }: Props) {
  const { t } = useTexts();
  const { prefix, scope, hash } = useAntdClasses('modal', { ownVariables: true });
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const pressedOnMask = useRef(false);

  useEffect(() => {
    const element = dialog.current!;
    if (element.open === open) return;
    if (open) {
      element.showModal();
      // As antd's: the browser would focus the scrolling wrap, the first thing it can focus.
      closeButton.current!.focus();
    } else element.close();
  }, [open]);

  const closesOnMask = {
    onPointerDown: (event: PointerEvent) => {
      pressedOnMask.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (pressedOnMask.current && event.target === event.currentTarget) onClose();
    },
  };

  return (
    <dialog
      ref={dialog}
      className="plain-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The shop decides whether it is open: Escape asks it to close.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`${prefix}-root ${scope}`}>
        <div className={`${prefix}-mask`} />
        <div className={`${prefix}-wrap`} {...closesOnMask}>
          <div className={[prefix, hash, className].filter(Boolean).join(' ')} style={{ width: 520 }}>
            <div className={`${prefix}-container`}>
              <button ref={closeButton} type="button" aria-label={t('shell.antd.close')} className={`${prefix}-close`} onClick={onClose}>
                <span className={`${prefix}-close-x`}>
                  <CloseOutlined className={`${prefix}-close-icon`} aria-hidden />
                </span>
              </button>
              <div className={`${prefix}-header`}>
                <div className={`${prefix}-title`} id={titleId}>
                  {title}
                </div>
              </div>
              <div className={`${prefix}-body`}>{children}</div>
              {isShown(footer) && <div className={`${prefix}-footer`}>{footer}</div>}
            </div>
          </div>
        </div>
      </div>
    </dialog>
  );
}
