import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import { useShopNavigate } from './useShopNavigate';

/** An antd button that is a real link (middle-click, open in a new tab, copy link) and moves within the app on a plain click. */
export default function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useShopNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
