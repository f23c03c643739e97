import { Dropdown, Skeleton, type MenuProps } from 'antd';
import '@shop/antd-dropdown.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../../components/Link';
import { useShopNavigate } from '../../../components/useShopNavigate';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { outletsActions } from '../outletsSlice';
import { selectOutletMenu } from '../selectors';
import OutletTrigger from './OutletTrigger';
import { withAntdTheme } from '../../../app/AntdTheme';
import { useTexts } from '../../../i18n/TextsContext';

export interface OutletDropdownProps {
  active: boolean;
  defaultOpen: boolean;
  autoFocus: boolean;
}

const SKELETON_ITEMS: MenuProps['items'] = Array.from({ length: 4 }, (_, i) => ({
  key: `skeleton-${i}`,
  disabled: true,
  label: <Skeleton.Input active size="small" className="outlet-menu__skeleton" />,
}));

/** The OUTLET dropdown (its own chunk): each showroom opens its BranchPage; skeletons while the branches load. */
function OutletDropdown({ active, defaultOpen, autoFocus }: OutletDropdownProps) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const navigate = useShopNavigate();
  const { status, entries } = useAppSelector(selectOutletMenu);
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // In the commit that puts this button in place of the first one, so no key pressed in between is lost.
  useLayoutEffect(() => {
    if (autoFocus) triggerRef.current?.focus();
  }, [autoFocus]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // After a failed load, opening the menu again retries; once loaded this does nothing.
    if (next) dispatch(outletsActions.branchesRequested());
  };

  const paths = new Map(entries.map((e) => [e.key, e.path]));
  paths.set('all', '/outlet');
  const items: MenuProps['items'] =
    status === 'loading' || status === 'idle'
      ? SKELETON_ITEMS
      : [
          ...entries.map((e) => ({ key: e.key, label: <Link to={e.path}>{e.name}</Link> })),
          ...(entries.length ? [{ type: 'divider' as const }] : []),
          { key: 'all', label: <Link to="/outlet">{t('news.outlet.all')}</Link> },
        ];

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    setOpen(false);
    // A click on the link itself follows it (so ctrl-click still opens a tab); Enter, or a click on
    // the item around the link, lands here only.
    const path = paths.get(key);
    const onLink = domEvent.target instanceof Element && domEvent.target.closest('a');
    if (path && !onLink) navigate(path);
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      placement="bottomLeft"
      classNames={{ root: 'outlet-menu__popup' }}
      // Inside the sticky header the menu scrolls with its button instead of drifting until realigned.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <OutletTrigger ref={triggerRef} active={active} open={open} />
    </Dropdown>
  );
}

export default withAntdTheme(OutletDropdown);
