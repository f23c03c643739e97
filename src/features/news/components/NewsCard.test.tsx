import { fireEvent, screen } from '@testing-library/react';
import type { News } from '../../../domain/types';
import { renderWithStore } from '../../../test/render';
import { bengaliTexts, englishTexts } from '../../../test/texts';
import { DEFAULT_NEWS_TITLE } from '../newsTitle';
import NewsCard, { NewsImage } from './NewsCard';

const NEWS_IMAGE_NOT_FOUND = englishTexts.t('news.imageNotFound');

describe('NewsImage', () => {
  it('shows the image of an article that has one', () => {
    renderWithStore(<NewsImage src="/images/news/1.svg" alt="Dhaka Metal Night" />);
    expect(screen.getByRole('img', { name: 'Dhaka Metal Night' })).toBeInTheDocument();
    expect(screen.queryByText(NEWS_IMAGE_NOT_FOUND)).not.toBeInTheDocument();
  });

  it.each([
    ['has no image', undefined],
    ['has an empty image address', ''],
  ])('says the image was not found when the article %s', (_name, src) => {
    renderWithStore(<NewsImage src={src} alt="Dhaka Metal Night" />);
    expect(screen.getByRole('img', { name: NEWS_IMAGE_NOT_FOUND })).toHaveTextContent(NEWS_IMAGE_NOT_FOUND);
  });

  it('says so too when the image does not load', () => {
    renderWithStore(<NewsImage src="/images/news/gone.svg" alt="Dhaka Metal Night" />);
    fireEvent.error(screen.getByRole('img', { name: 'Dhaka Metal Night' }));
    expect(screen.getByRole('img', { name: NEWS_IMAGE_NOT_FOUND })).toBeInTheDocument();
  });
});

describe('NewsCard', () => {
  const news: News = {
    id: 'n7',
    title: 'Dhaka Metal Night',
    date: '2026-10-28T20:00:00Z',
    content: '<p>Loud</p>',
    links: { main_image: '/images/news/7.svg' },
  };

  it('gives the title, the date in Dhaka and Read Now on an English page', () => {
    renderWithStore(<NewsCard news={news} />);
    expect(screen.getByRole('heading', { name: 'Dhaka Metal Night' })).not.toHaveAttribute('lang');
    expect(screen.getByText('29 Oct 2026')).toHaveAttribute('datetime', news.date);
    expect(screen.getByRole('link', { name: 'Read Now: Dhaka Metal Night' })).toHaveTextContent(/^Read Now$/);
  });

  it('writes the date in Bengali on a Bengali page and marks the English headline as English', () => {
    renderWithStore(<NewsCard news={news} />, { language: 'bn' });
    const { t } = bengaliTexts;
    expect(screen.getByRole('heading', { name: 'Dhaka Metal Night' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('২৯ অক্টো, ২০২৬')).toHaveAttribute('datetime', news.date);
    expect(screen.getByRole('link', { name: t('news.readNowAbout', { title: 'Dhaka Metal Night' }) })).toHaveTextContent(t('news.readNow'));
  });

  it('gives an article without a title the default Bengali headline, marked Bengali on an English page only', () => {
    const { unmount } = renderWithStore(<NewsCard news={{ ...news, title: ' ', links: {} }} />);
    expect(screen.getByRole('heading', { name: DEFAULT_NEWS_TITLE })).toHaveAttribute('lang', 'bn');
    unmount();
    renderWithStore(<NewsCard news={{ ...news, title: ' ', links: {} }} />, { language: 'bn' });
    expect(screen.getByRole('heading', { name: DEFAULT_NEWS_TITLE })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: bengaliTexts.t('news.imageNotFound') })).toBeInTheDocument();
  });
});
