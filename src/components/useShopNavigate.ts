import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * useNavigate for the shop's declarative router (layout/ShopRouter): there navigate() moves at once and returns nothing,
 * though its type also allows the promise a data router returns. Event handlers call this one, with nothing to await.
 */
export function useShopNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(to, options), [navigate]);
}
