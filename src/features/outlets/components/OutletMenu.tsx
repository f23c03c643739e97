import { useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { outletsActions } from '../outletsSlice';
import type { OutletDropdownProps } from './OutletDropdown';
import OutletTrigger from './OutletTrigger';

const loadDropdown = () => import(/* webpackChunkName: "outlet-menu" */ './OutletDropdown');

/**
 * The header's OUTLET menu. The first page ships only this button; the first hover, focus or click
 * loads the dropdown (antd) as its own chunk and asks for the branches, both in parallel.
 */
export default function OutletMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = pathname === '/outlet' || pathname === '/branch';
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openOnLoad = useRef(false);
  const loading = useRef(false);
  const [loaded, setLoaded] = useState<{ Dropdown: ComponentType<OutletDropdownProps>; focus: boolean; open: boolean } | null>(null);

  const prepare = () => {
    if (loading.current) return;
    loading.current = true;
    dispatch(outletsActions.branchesRequested());
    loadDropdown().then(
      // The dropdown brings its own button in place of this one: keep the keyboard focus where it was.
      ({ default: Dropdown }) => setLoaded({ Dropdown, focus: document.activeElement === triggerRef.current, open: openOnLoad.current }),
      () => {
        loading.current = false;
        // Offline before the menu could load: a click still gets the shopper to the outlets.
        if (openOnLoad.current) navigate('/outlet');
      },
    );
  };

  if (loaded) return <loaded.Dropdown active={active} defaultOpen={loaded.open} autoFocus={loaded.focus} />;
  return (
    <OutletTrigger
      ref={triggerRef}
      active={active}
      open={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        openOnLoad.current = true;
        prepare();
      }}
    />
  );
}
