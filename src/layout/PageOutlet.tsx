import { createContext, use, type ReactNode } from 'react';

/** The page a layout route's address opens, handed down by ShopRoutes. */
export const PageOutletContext = createContext<ReactNode>(null);

/** Where a layout route draws its page, as react-router's Outlet. */
export const PageOutlet = () => use(PageOutletContext);
