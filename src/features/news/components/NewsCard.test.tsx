import { fireEvent, screen } from '@testing-library/react';
import { NEWS_IMAGE_NOT_FOUND } from '../../../domain/texts';
import { renderWithStore } from '../../../test/render';
import { NewsImage } from './NewsCard';

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
