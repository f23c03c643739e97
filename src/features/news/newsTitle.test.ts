import { DEFAULT_NEWS_TITLE, newsTitle } from './newsTitle';

describe('newsTitle', () => {
  it('writes the default headline in Bengali script', () => {
    expect(DEFAULT_NEWS_TITLE).toMatch(/^[\u0980-\u09FF\s]+$/);
  });

  it.each([
    ['Slayer announce a farewell show', 'Slayer announce a farewell show'],
    ['  Slayer announce a farewell show ', 'Slayer announce a farewell show'],
    ['', DEFAULT_NEWS_TITLE],
    ['   ', DEFAULT_NEWS_TITLE],
    [null, DEFAULT_NEWS_TITLE],
    [undefined, DEFAULT_NEWS_TITLE],
  ])('%j → %j', (title, expected) => {
    expect(newsTitle(title)).toBe(expected);
  });
});
