import { useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useShopNavigate } from '../../../components/useShopNavigate';
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
  const navigate = useShopNavigate();
  const { pathname } = useLocation();
  const active = pathname === '/outlet' || pathname === '/branch';
  const loading = useRef(false);
  const [Dropdown, setDropdown] = useState<ComponentType<OutletDropdownProps> | null>(null);
  // State, read when the dropdown is first drawn rather than when its code arrives: a click or a key in between counts.
  const [focused, setFocused] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const openOnLoad = useRef(false);

  const prepare = () => {
    if (loading.current) return;
    loading.current = true;
    dispatch(outletsActions.branchesRequested());
    loadDropdown().then(
      ({ default: loaded }) => setDropdown(() => loaded),
      () => {
        loading.current = false;
        // Offline before the menu could load: a click still gets the shopper to the outlets.
        if (openOnLoad.current) navigate('/outlet');
      },
    );
  };

  // The dropdown brings its own button in place of this one: it takes the keyboard focus where it was.
  if (Dropdown) return <Dropdown active={active} defaultOpen={openRequested} autoFocus={focused} />;
  return (
    <OutletTrigger
      active={active}
      open={false}
      onPointerEnter={prepare}
      onFocus={() => {
        setFocused(true);
        prepare();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        openOnLoad.current = true;
        setOpenRequested(true);
        prepare();
      }}
    />
  );
}
