import { screen, within } from '@testing-library/react';
import type { ShopApi } from '../../api/shopApi';
import type { OutletLocation } from '../../features/outlets/outletsSlice';
import { fakeDeps } from '../../test/fakes';
import { renderRoute } from '../../test/render';
import { bengaliTexts } from '../../test/texts';
import type { Language } from '../../domain/language';
import outletRoute from './outlet.route';
import OutletPage from './OutletPage';

const outlet = (id: string, name: string, extras: OutletLocation['extras']): OutletLocation => ({
  id,
  name,
  address: `Road ${id}, Dhaka`,
  lat: 23.75,
  lon: 90.37,
  type: 'FRANCHISE_SHOWROOM',
  stockLocations: [{ id }],
  branchId: `branch-${id}`,
  extras,
});

function renderOutlets(list: OutletLocation[], language: Language = 'en') {
  const searchLocations = jest.fn(() =>
    Promise.resolve({ status: 200, networkError: false, body: { list, nextPageToken: '', total: list.length } }),
  );
  renderRoute(outletRoute, <OutletPage />, {
    address: '/outlet',
    deps: fakeDeps({ api: { searchLocations } as unknown as ShopApi }),
    language,
  });
  return screen.findAllByTestId('outlet-card');
}

/** A paragraph of the card reading `text`, whatever elements its parts are in (the hours carry a lang of their own). */
const paragraph = (text: string | RegExp) => (_: string, element: Element | null) => {
  const written = element?.tagName === 'P' ? (element.textContent?.trim() ?? '') : null;
  return written !== null && (typeof text === 'string' ? written === text : text.test(written));
};

const DHANMONDI = outlet('d27', 'Dhanmondi 27', { phone: '01700-000103', opening_hours: 'Sat–Thu 11:00–21:00, Fri 15:00–21:00' });

describe('the outlet page', () => {
  it('shows each outlet’s opening hours and a call link named for the outlet, its number written as Bangladesh writes it', async () => {
    const [card] = await renderOutlets([DHANMONDI]);
    expect(within(card).getByText(paragraph('Open Sat–Thu 11:00–21:00, Fri 15:00–21:00'))).toBeInTheDocument();
    const call = within(card).getByRole('link', { name: 'Call Dhanmondi 27 on +880 1700-000103' });
    expect(call).toHaveAttribute('href', 'tel:+8801700000103');
    expect(call).toHaveTextContent('+880 1700-000103');
  });

  it('says nothing of hours or phone for an outlet whose record has neither', async () => {
    const [card] = await renderOutlets([outlet('m10', 'Mirpur 10', {})]);
    expect(within(card).getByText('Road m10, Dhaka')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText(paragraph(/^Open /))).toBeNull();
  });

  it('speaks Bengali on a Bengali page, and marks the outlet’s English name, address and hours as English', async () => {
    const [card] = await renderOutlets([DHANMONDI], 'bn');
    const { t } = bengaliTexts;
    expect(screen.getByRole('heading', { level: 1, name: t('news.outlet.heading') })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Dhanmondi 27' })).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('Road d27, Dhaka')).toHaveAttribute('lang', 'en');
    const hours = within(card).getByText('Sat–Thu 11:00–21:00, Fri 15:00–21:00');
    expect(hours).toHaveAttribute('lang', 'en');
    expect(hours.closest('p')).toHaveTextContent('খোলা থাকে: Sat–Thu 11:00–21:00, Fri 15:00–21:00');
    expect(within(card).getByRole('link', { name: 'Dhanmondi 27-এ কল করুন: +880 1700-000103' })).toHaveTextContent('+880 1700-000103');
    expect(within(card).getByRole('button', { name: t('news.outlet.showMapOf', { name: 'Dhanmondi 27' }) })).toHaveTextContent(
      t('news.outlet.showMap'),
    );
    expect(within(card).getByRole('button', { name: t('news.outlet.showDetailsOf', { name: 'Dhanmondi 27' }) })).toHaveTextContent(
      t('news.outlet.showDetails'),
    );
  });
});
