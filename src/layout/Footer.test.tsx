import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigContext } from '../app/ConfigContext';
import { readConfig } from '../app/config';
import { PAYMENT_PROMISE } from '../domain/paymentPromise';
import { OUTLETS } from '../../server/src/db/catalogue';
import Footer from './Footer';

const footer = (socialLinks: object) =>
  render(
    <ConfigContext.Provider value={readConfig({ socialLinks })}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
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
    expect(screen.getByText(PAYMENT_PROMISE)).toBeInTheDocument();
  });
});
