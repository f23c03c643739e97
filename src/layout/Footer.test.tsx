import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigContext } from '../app/ConfigContext';
import { readConfig } from '../app/config';
import type { Language } from '../domain/language';
import { paymentPromise } from '../i18n/siteTexts';
import { TextsContext } from '../i18n/TextsContext';
import { bengaliTexts, englishTexts } from '../test/texts';
import { OUTLETS } from '../../server/src/db/catalogue';
import Footer from './Footer';

const footer = (socialLinks: object, language: Language = 'en') =>
  render(
    <ConfigContext.Provider value={readConfig({ socialLinks })}>
      <TextsContext.Provider value={language === 'bn' ? bengaliTexts : englishTexts}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </TextsContext.Provider>
    </ConfigContext.Provider>,
  );

describe('Footer: social links', () => {
  it('links the networks the config names, and only those', () => {
    footer({ facebook: 'https://www.facebook.com/metalmerchbd', youtube: 'https://www.youtube.com/@metalmerchbd' });
    const connected = within(screen.getByRole('region', { name: 'Stay Connected' }));
    expect(connected.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/metalmerchbd');
    expect(connected.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@metalmerchbd');
    expect(connected.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });

  it('shows no list at all when the config names none', () => {
    const { container } = footer({});
    expect(container.querySelector('.site-footer__social')).toBeNull();
  });
});

describe('Footer: what it says of the shop', () => {
  it('gives the shop address in the very words of the Bashundhara City outlet record the outlet page shows', () => {
    footer({});
    const flagship = OUTLETS.find((o) => o.key === 'bashundhara-city')!;
    const connected = within(screen.getByRole('region', { name: 'Stay Connected' }));
    expect(connected.getByText(flagship.address)).toBeInTheDocument();
  });

  it('promises cash on delivery only where checkout keeps it', () => {
    footer({});
    expect(screen.getByText(paymentPromise(englishTexts))).toBeInTheDocument();
  });
});

describe('Footer in Bengali', () => {
  it('names its sections, links and promise in Bengali, the year in Bengali digits', () => {
    footer({}, 'bn');
    expect(screen.getByRole('region', { name: 'যোগাযোগে থাকুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আপনার অর্ডার ট্র্যাক করুন' })).toHaveAttribute('href', '/order/track');
    expect(screen.getByText(paymentPromise(bengaliTexts))).toBeInTheDocument();
    const year = new Intl.NumberFormat('bn', { useGrouping: false }).format(new Date().getFullYear());
    expect(screen.getByText(`© ${year} Metal Merch। সর্বস্বত্ব সংরক্ষিত।`)).toBeInTheDocument();
    expect(screen.queryByText(/Stay Connected|All rights reserved/)).not.toBeInTheDocument();
  });
});
