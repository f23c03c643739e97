import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter, NavLink as RouterNavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { Link, NavLink } from './Link';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const at = (path: string, node: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {node}
      <Where />
    </MemoryRouter>,
  );

describe('Link', () => {
  it("draws react-router's link, without its framework mode's marker", () => {
    const props = { to: '/shop?q=metal', className: 'x', 'aria-label': 'Shop', target: '_blank', children: 'Shop' };
    const ours = at('/', <Link {...props} />).container.querySelector('a')?.outerHTML;
    const theirs = at('/', <RouterLink {...props} />)
      .container.querySelector('a')
      ?.outerHTML.replace(' data-discover="true"', '');
    expect(ours).toBe(theirs);
  });

  it('moves within the app on a plain click and hands the rest to the browser', () => {
    at('/', <Link to="/cart">Cart</Link>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/cart');
  });

  it('leaves a link that opens a new tab to the browser, and lets its own handler stop the move', () => {
    at(
      '/',
      <>
        <Link to="/details/1" target="_blank">
          Product
        </Link>
        <Link to="/cart" onClick={(event) => event.preventDefault()}>
          Cart
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Product' }));
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  const segment = fc.constantFrom('shop', 'Shop', 'news', 'outlet', 'outlets', 'a', '');
  const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);

  it("is active on exactly the pages react-router's NavLink is", () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), (here, to, end) => {
        const { container, unmount } = at(
          here,
          <>
            <NavLink to={to} end={end} className="mine">
              a
            </NavLink>
            <RouterNavLink to={to} end={end} className="theirs">
              b
            </RouterNavLink>
          </>,
        );
        const [mine, theirs] = [...container.querySelectorAll('a')];
        const mineActive = mine.classList.contains('active');
        unmount();
        expect(mineActive).toBe(theirs.classList.contains('active'));
        expect(mine.getAttribute('aria-current')).toBe(theirs.getAttribute('aria-current'));
      }),
      { numRuns: 200 },
    );
  });
});
