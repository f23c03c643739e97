import { JSDOM } from 'jsdom';
import { replayKeptTaps, type TapWindow } from '../app/tapReplay';
import { keepTapsUntilHydrated } from './tapKeeper';

const BODY = `
  <div id="root">
    <fieldset><button type="button" aria-label="S">S</button><button type="button" aria-label="L">L</button></fieldset>
    <label><input type="checkbox" name="band"> Warfaze</label>
    <a href="#news">News</a>
    <button type="button">Add to cart</button>
    <div role="group"><button type="button" data-tap-repeats aria-label="One more">+</button></div>
  </div>`;

/** A server-rendered page as the browser gets it: the inline script in the head runs before the body is there. */
function page(body = BODY) {
  const html = keepTapsUntilHydrated(`<html><head></head><body>${body}</body></html>`);
  const win = new JSDOM(html, { runScripts: 'dangerously' }).window as unknown as TapWindow;
  const doc = win.document;
  const button = (name: string) => [...doc.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const done: string[] = [];
  /** What hydration does: the app's handlers arrive, each recording its clicks, and React marks the elements with their props. */
  const hydrate = (selector = '#root button, #root input, #root label') => {
    for (const control of doc.querySelectorAll(selector)) {
      Object.assign(control, { __reactProps$test: {} });
      if (control.tagName === 'LABEL') continue;
      control.addEventListener('click', () => done.push(control.textContent || (control as HTMLInputElement).name));
    }
  };
  /** Resolves once every replay so far has run. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
  return { win, doc, button, checkbox: doc.querySelector('input')!, link: doc.querySelector('a')!, done, hydrate, settled };
}

describe('taps before hydration', () => {
  it('are kept, shown pressed, and replayed once hydrated, in order', async () => {
    const { win, doc, button, done, hydrate, settled } = page();
    button('L').click();
    button('Add to cart').click();
    expect(button('L')).toHaveAttribute('data-tap-pending');
    expect(button('Add to cart')).toHaveAttribute('data-tap-pending');

    hydrate();
    replayKeptTaps(win);
    await settled();
    expect(done).toEqual(['L', 'Add to cart']);
    expect(doc.querySelector('[data-tap-pending]')).toBeNull();
  });

  it('reach no handler before hydration, and change no checkbox meanwhile', () => {
    const { doc, checkbox } = page();
    const early: string[] = [];
    doc.getElementById('root')!.addEventListener('click', () => early.push('reached'));
    checkbox.closest('label')!.click();
    expect(checkbox.checked).toBe(false);
    expect(early).toEqual([]);
  });

  it('replay a tap on a label as a tap on its control', async () => {
    const { win, checkbox, done, hydrate, settled } = page();
    checkbox.closest('label')!.click();
    hydrate();
    replayKeptTaps(win);
    await settled();
    expect(checkbox.checked).toBe(true);
    expect(done).toEqual(['band']);
  });

  it('wait for their control’s part of the page to hydrate; later taps, even on hydrated controls, wait behind them', async () => {
    const { win, button, done, hydrate, settled } = page();
    button('L').click();
    hydrate('#root > button');
    replayKeptTaps(win);
    button('Add to cart').click();
    button('S').click();
    await settled();
    expect(done).toEqual([]);
    hydrate('fieldset button');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toEqual(['L', 'Add to cart', 'S']);
    expect(button('S')).not.toHaveAttribute('data-tap-pending');
  });

  it('count a double tap on one control once, but not a tap back to it after another', async () => {
    const { win, button, done, hydrate, settled } = page();
    button('Add to cart').click();
    button('Add to cart').click();
    button('L').click();
    button('S').click();
    button('L').click();
    hydrate();
    replayKeptTaps(win);
    await settled();
    expect(done).toEqual(['Add to cart', 'L', 'S', 'L']);
  });

  it('keep each tap on a control that counts them, such as a stepper’s plus', async () => {
    const { win, button, done, hydrate, settled } = page();
    button('+').click();
    button('+').click();
    button('+').click();
    hydrate();
    replayKeptTaps(win);
    await settled();
    expect(done).toEqual(['+', '+', '+']);
  });

  it('ask for their control’s part of the page to hydrate first, before the parts no one tapped', async () => {
    const { win, button, hydrate, settled } = page();
    const hydrateFirst = jest.fn();
    button('Add to cart').click();
    hydrate('#root > button');
    button('S').click();
    replayKeptTaps(win, hydrateFirst);
    button('L').click();
    expect(hydrateFirst.mock.calls).toEqual([[button('S')], [button('L')]]);
    hydrate();
    await settled();
  });

  it('leave links to the browser', () => {
    const { win, link } = page();
    const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link).not.toHaveAttribute('data-tap-pending');
  });

  it('find a control hydration replaced by its place and name, and never tap another in its place', async () => {
    const { win, doc, button, done, hydrate, settled } = page();
    button('L').click();
    button('S').click();
    doc.querySelector('fieldset')!.innerHTML =
      '<button type="button" aria-label="XL">XL</button><button type="button" aria-label="L">L</button>';
    hydrate();
    replayKeptTaps(win);
    await settled();
    expect(done).toEqual(['L']);
    expect(doc.querySelector('[data-tap-pending]')).toBeNull();
  });

  it('find a control its part replaced while they waited for it to hydrate', async () => {
    const { win, doc, button, done, hydrate, settled } = page();
    button('L').click();
    replayKeptTaps(win);
    await settled();
    // The part is drawn again by the script (a boundary React could not hydrate), its controls new ones.
    doc.querySelector('fieldset')!.innerHTML =
      '<button type="button" aria-label="S">S</button><button type="button" aria-label="L">L</button>';
    hydrate();
    await settled();
    expect(done).toEqual(['L']);
    expect(doc.querySelector('[data-tap-pending]')).toBeNull();
  });

  it('go straight to the app once their control has hydrated', () => {
    const { button, done, hydrate } = page();
    hydrate();
    button('S').click();
    expect(done).toEqual(['S']);
    expect(button('S')).not.toHaveAttribute('data-tap-pending');
  });
});

describe('a tap kept on a control that opens a part of its own', () => {
  const listed = JSON.stringify({
    'filter-modal': ['/assets/5830.aa.js', '/assets/4108.bb.css', '/assets/filter-modal.cc.js'],
    'mobile-menu': ['/assets/5830.aa.js', '/assets/mobile-menu.dd.js'],
  });
  const body = (list: string) => `
    <div id="root">
      <button type="button" data-opens="filter-modal">Filters</button>
      <button type="button" data-opens="mobile-menu size-guide">Menu</button>
      <button type="button">Add to cart</button>
    </div>
    <script id="next-files" type="application/json">${list}</script>`;
  const preloads = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

  it('fetches nothing while the app’s scripts are on their way: they would share the link', () => {
    const { doc, button } = page(body(listed));
    button('Filters').click();
    expect(preloads(doc)).toEqual([]);
    expect(button('Filters')).toHaveAttribute('data-tap-pending');
  });

  it('fetches its part’s listed files once the scripts are in, each once, scripts as scripts and styles as styles', () => {
    const { win, doc, button } = page(body(listed));
    button('Filters').click();
    button('Add to cart').click();
    win.shopTaps!.fetchOpened();
    expect(preloads(doc)).toEqual(['script /assets/5830.aa.js', 'style /assets/4108.bb.css', 'script /assets/filter-modal.cc.js']);
  });

  it('fetches at once for a tap kept after the scripts are in, and never a file twice', () => {
    const { win, doc, button } = page(body(listed));
    win.shopTaps!.fetchOpened();
    button('Menu').click();
    expect(preloads(doc)).toEqual(['script /assets/5830.aa.js', 'script /assets/mobile-menu.dd.js']);
    button('Filters').click();
    win.shopTaps!.fetchOpened();
    expect(preloads(doc)).toEqual([
      'script /assets/5830.aa.js',
      'script /assets/mobile-menu.dd.js',
      'style /assets/4108.bb.css',
      'script /assets/filter-modal.cc.js',
    ]);
  });

  it('fetches nothing for a control that opens nothing, nor once the control has hydrated', async () => {
    const { win, doc, button, hydrate, settled } = page(body(listed));
    win.shopTaps!.fetchOpened();
    button('Add to cart').click();
    expect(preloads(doc)).toEqual([]);
    hydrate();
    replayKeptTaps(win);
    await settled();
    button('Filters').click();
    expect(preloads(doc)).toEqual([]);
  });

  it.each([
    ['no list', ''],
    ['a list that is not JSON', '{"filter-modal":['],
    ['a list of something else', '{"filter-modal":"/assets/x.js","mobile-menu":[1]}'],
    ['null', 'null'],
  ])('with %s, is kept as any tap, and fetches nothing', (_name, list) => {
    const { win, doc, button } = page(body(list));
    button('Filters').click();
    win.shopTaps!.fetchOpened();
    button('Menu').click();
    expect(preloads(doc)).toEqual([]);
    expect(button('Filters')).toHaveAttribute('data-tap-pending');
    expect(button('Menu')).toHaveAttribute('data-tap-pending');
  });
});
