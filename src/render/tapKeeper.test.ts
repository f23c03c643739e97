import { replayKeptTaps, type TapWindow } from '../app/tapReplay';
import { keepTapsUntilHydrated } from './tapKeeper';

/** Runs the inline script exactly as the page carries it. */
function startKeeper() {
  const html = keepTapsUntilHydrated('<html><head></head><body></body></html>', 'n0nce');
  const script = /<script nonce="n0nce">(.*)<\/script><\/head>/s.exec(html)![1];
  window.eval(script);
}

function page() {
  document.body.innerHTML = `
    <div id="root">
      <fieldset><button type="button" aria-label="S">S</button><button type="button" aria-label="L">L</button></fieldset>
      <label><input type="checkbox" name="band"> Warfaze</label>
      <a href="#news">News</a>
      <button type="button">Add to cart</button>
    </div>`;
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { button, checkbox: document.querySelector('input')!, link: document.querySelector('a')! };
}

/** What hydration does: the app's handlers arrive, recording what each click did. */
function hydrate(done: string[]) {
  for (const control of document.querySelectorAll('#root button, #root input')) control.addEventListener('click', () => done.push(control.textContent || (control as HTMLInputElement).name));
}

afterEach(() => {
  (window as TapWindow).shopTaps?.take();
  delete (window as TapWindow).shopTaps;
});

describe('taps before hydration', () => {
  it('are kept, shown pressed, and replayed once hydrated, in order', async () => {
    const { button } = page();
    startKeeper();
    button('L').click();
    button('Add to cart').click();
    expect(button('L')).toHaveAttribute('data-tap-pending');
    expect(button('Add to cart')).toHaveAttribute('data-tap-pending');

    const done: string[] = [];
    hydrate(done);
    await replayKeptTaps(window);
    expect(done).toEqual(['L', 'Add to cart']);
    expect(document.querySelector('[data-tap-pending]')).toBeNull();
  });

  it('reach no handler before hydration, and change no checkbox meanwhile', () => {
    const { checkbox } = page();
    const early: string[] = [];
    document.getElementById('root')!.addEventListener('click', () => early.push('reached'));
    startKeeper();
    checkbox.closest('label')!.click();
    expect(checkbox.checked).toBe(false);
    expect(early).toEqual([]);
  });

  it('replay a tap on a label as a tap on its control', async () => {
    const { checkbox } = page();
    startKeeper();
    checkbox.closest('label')!.click();
    const done: string[] = [];
    hydrate(done);
    await replayKeptTaps(window);
    expect(checkbox.checked).toBe(true);
    expect(done).toEqual(['band']);
  });

  it('count a double tap on one control once', async () => {
    const { button } = page();
    startKeeper();
    button('Add to cart').click();
    button('Add to cart').click();
    const done: string[] = [];
    hydrate(done);
    await replayKeptTaps(window);
    expect(done).toEqual(['Add to cart']);
  });

  it('leave links to the browser', () => {
    const { link } = page();
    startKeeper();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link).not.toHaveAttribute('data-tap-pending');
  });

  it('find a control hydration replaced by its place and name, and never tap another in its place', async () => {
    const { button } = page();
    startKeeper();
    button('L').click();
    button('S').click();
    const fieldset = document.querySelector('fieldset')!;
    fieldset.innerHTML = '<button type="button" aria-label="XL">XL</button><button type="button" aria-label="L">L</button>';
    const done: string[] = [];
    hydrate(done);
    await replayKeptTaps(window);
    expect(done).toEqual(['L']);
  });

  it('stop being kept once handed over: later taps go straight to the app', async () => {
    const { button } = page();
    startKeeper();
    await replayKeptTaps(window);
    const done: string[] = [];
    hydrate(done);
    button('S').click();
    expect(done).toEqual(['S']);
    expect(button('S')).not.toHaveAttribute('data-tap-pending');
  });
});
