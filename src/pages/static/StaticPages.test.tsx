import { screen } from '@testing-library/react';
import { shopContact } from '../../domain/shopContact';
import { renderWithStore } from '../../test/render';
import { bengaliTexts } from '../../test/texts';
import AboutUsPage from './AboutUsPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import ReturnPolicyPage from './ReturnPolicyPage';
import TermsPage from './TermsPage';

/** The paragraph that starts with `start`, as a reader reads it (its links and marked parts included). */
const paragraph = (start: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(start));

describe('the information pages in English', () => {
  it('About Us links the label, the outlets and the phone inside its sentences', () => {
    renderWithStore(<AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(paragraph('Metal Merch started')).toHaveTextContent(/alongside our own label, Wings\.$/);
    expect(screen.getByRole('link', { name: 'Wings' })).toHaveAttribute('href', '/wings');
    expect(paragraph('We deliver')).toHaveTextContent(
      'We deliver all over Bangladesh in approximately 7 days, with cash on delivery inside Dhaka and online payment by cards, mobile banking, internet banking.',
    );
    expect(paragraph(shopContact.address)).toHaveTextContent(
      `${shopContact.address}. Find all our showrooms on the outlet page, or call ${shopContact.phone}.`,
    );
    expect(screen.getByRole('link', { name: 'outlet page' })).toHaveAttribute('href', '/outlet');
    expect(screen.getByText(shopContact.address)).not.toHaveAttribute('lang');
  });

  it('states the policy facts in the Return Policy and the Terms', () => {
    const { unmount } = renderWithStore(<ReturnPolicyPage />);
    expect(paragraph('Returns are accepted')).toHaveTextContent(/^Returns are accepted within 7 to 10 days of delivery when/);
    expect(paragraph('You can exchange')).toHaveTextContent(/within 10 days of receiving it/);
    unmount();
    renderWithStore(<TermsPage />);
    expect(paragraph('We accept')).toHaveTextContent(/^We accept cards, mobile banking, internet banking, cash on delivery\. Orders/);
    expect(paragraph('Delivery takes')).toHaveTextContent(
      /^Delivery takes 5 days inside Dhaka and up to 10 days outside Dhaka \(approximately 7 days on average\)\./,
    );
    expect(paragraph('All prices')).toHaveTextContent(/3XL and 4XL sizes cost 600 BDT\./);
  });

  it('Privacy Policy gives the email and phone as links', () => {
    renderWithStore(<PrivacyPolicyPage />);
    expect(paragraph('Questions about your data')).toHaveTextContent(
      `Questions about your data: write to ${shopContact.email} or call ${shopContact.phone}.`,
    );
    expect(screen.getByRole('link', { name: shopContact.email })).toHaveAttribute('href', `mailto:${shopContact.email}`);
  });
});

describe('the information pages in Bengali', () => {
  const { t } = bengaliTexts;

  it('the Return Policy reads in Bengali, its facts in Bengali digits', () => {
    renderWithStore(<ReturnPolicyPage />, { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: t('titles.returnPolicy') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('info.return.exchanges') })).toBeInTheDocument();
    expect(screen.getByText(/১০ দিনের মধ্যে আপনি সেটি/)).toBeInTheDocument();
    expect(screen.getByText(/ডেলিভারির ৭ থেকে ১০ দিনের মধ্যে রিটার্ন/)).toBeInTheDocument();
    expect(screen.getByText(/১৫ দিনের মধ্যে/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/[0-9A-Za-z]/);
  });

  it('About Us keeps its links inside the Bengali sentences and marks the English address as English', () => {
    renderWithStore(<AboutUsPage />, { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: t('titles.aboutUs') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('titles.wings') })).toHaveAttribute('href', '/wings');
    expect(screen.getByRole('link', { name: t('info.about.outletPage') })).toHaveAttribute('href', '/outlet');
    expect(paragraph('আমরা সারা বাংলাদেশে')).toHaveTextContent('আনুমানিক ৭ দিনে');
    expect(paragraph('আমরা সারা বাংলাদেশে')).toHaveTextContent('কার্ড, মোবাইল ব্যাংকিং, ইন্টারনেট ব্যাংকিং দিয়ে');
    expect(screen.getByText(shopContact.address)).toHaveAttribute('lang', 'en');
  });

  it('the Terms give the plus-size price in Bengali digits', () => {
    renderWithStore(<TermsPage />, { language: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: t('titles.terms') })).toBeInTheDocument();
    expect(screen.getByText(/3XL ও 4XL সাইজের দাম ৬০০ টাকা/)).toBeInTheDocument();
  });
});
