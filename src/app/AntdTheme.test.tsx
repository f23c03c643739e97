import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import AntdTheme from './AntdTheme';
import { TextsContext } from '../i18n/TextsContext';
import { bengaliTexts, englishTexts } from '../test/texts';

describe('a busy button in the shop’s theme', () => {
  test.each([
    ['English', englishTexts, 'Loading'],
    ['Bengali', bengaliTexts, 'লোড হচ্ছে'],
  ])('names its spinner in %s, the page’s language, not in antd’s English', (_, texts, word) => {
    render(
      <TextsContext.Provider value={texts}>
        <AntdTheme>
          <Button loading>{texts.t('cart.promo.apply')}</Button>
        </AntdTheme>
      </TextsContext.Provider>,
    );
    expect(screen.getByRole('img', { name: word })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
    expect(screen.getByRole('button')).toHaveAccessibleName(`${word} ${texts.t('cart.promo.apply')}`);
  });
});
