import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link within the shop: a real <a> (middle-click, a new tab, copy link) whose plain click moves within the app.
 * react-router's own Link carries its framework mode's route prefetching to every page's entry; the shop has none.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** Whether `pathname` is the page `to` names or (unless `end`) one below it, read as react-router's NavLink reads it. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const [here, there] = [pathname.toLowerCase(), to.toLowerCase()];
  const below = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(below) === '/');
}

/** A header link marked `active` (and aria-current="page") while the shopper is on its page. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps & { end?: boolean }>(function NavLink(
  { end = false, className, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(props.to).pathname, end);
  return (
    <Link
      {...props}
      ref={ref}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
});
