import { act, screen } from '@testing-library/react';
import type { ApiResult } from '../../api/http';
import type { ShopApi } from '../../api/shopApi';
import type { Language } from '../../domain/language';
import type { News } from '../../domain/types';
import { DEFAULT_NEWS_TITLE } from '../../features/news/newsTitle';
import { fakeDeps } from '../../test/fakes';
import { renderRoute } from '../../test/render';
import { bengaliTexts, englishTexts } from '../../test/texts';
import newsDetailsRoute from './newsDetails.route';
import NewsDetailsPage from './NewsDetailsPage';
// Loaded up front, as the page's lazy chunk would be: compiling antd in the test must not count against findBy's wait.
import './NewsUnavailable';

/** The article's byline: "By" and the author, who may be marked as Bengali in an element of their own. */
const byline = () => document.querySelector('.news-article__byline');

// The seeded hostile article (server/src/db/catalogue.ts), plus a few more ways in.
const HOSTILE: News = {
  id: 'hostile',
  title: 'Community Night recap (fan submissions)',
  date: '2026-07-22T12:00:00.000Z',
  author: 'Guest writer',
  links: { main_image: '/images/news/community.svg' },
  content: [
    '<p>Thanks to everyone who came!</p>',
    '<script>window.__ran = true; alert("stolen cookies: " + document.cookie)</script>',
    '<img src="/images/news/missing.svg" onerror="alert(\'xss via onerror\')" alt="fan photo">',
    '<p><a href="javascript:alert(\'xss via link\')">See all photos</a></p>',
    '<p><a href="jav&#x09;ascript:alert(2)">Obfuscated</a></p>',
    '<p onclick="alert(1)">Tap here for a surprise.</p>',
    '<svg onload="alert(3)"></svg><iframe src="javascript:alert(4)"></iframe>',
    '<form action="javascript:alert(5)"><button>Win</button></form>',
    '<p><a href="https://example.com/photos">Photo album</a></p>',
  ].join('\n'),
};

function renderArticle(findNews: (id: string) => Promise<ApiResult<News>>, id = 'hostile', language: Language = 'en') {
  const api = { findNews } as unknown as ShopApi;
  return renderRoute(newsDetailsRoute, <NewsDetailsPage />, { address: `/news/details?id=${id}`, deps: fakeDeps({ api }), language });
}

const found = (news: News) => () => Promise.resolve({ status: 200, networkError: false, body: news });

describe('NewsDetailsPage', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('renders a hostile article without running any of it', async () => {
    renderArticle(found(HOSTILE));
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE.title })).toBeInTheDocument();
    const content = screen.getByTestId('news-content');
    expect(content).toHaveTextContent('Thanks to everyone who came!');
    expect(byline()).toHaveTextContent(/^By Guest writer$/);

    // Poke everything that could carry a handler: click every element, fail every image, load every svg.
    await act(async () => {
      for (const element of content.querySelectorAll<HTMLElement>('*')) element.click();
      for (const img of content.querySelectorAll('img')) img.dispatchEvent(new Event('error'));
    });
    expect(alert).not.toHaveBeenCalled();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
    expect(content.querySelectorAll('script, iframe, svg, form, button')).toHaveLength(0);
    expect([...content.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on')))).toEqual([]);

    const links = [...content.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, null, 'https://example.com/photos']);
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(links[2]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the default headline and the missing-image message for an article without them', async () => {
    renderArticle(found({ ...HOSTILE, title: '  ', links: {}, content: '<p>Restock notice</p>', author: undefined }));
    expect(await screen.findByRole('heading', { level: 1, name: DEFAULT_NEWS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(englishTexts.t('news.imageNotFound'))).toBeInTheDocument();
    expect(byline()).toHaveTextContent(/^By Metal Merch$/);
    expect(screen.getByText('22 Jul 2026')).toBeInTheDocument();
  });

  it('says so for an unknown id instead of a blank page', async () => {
    renderArticle(() => Promise.resolve({ status: 404, networkError: false, body: { error: 'No news' } as never }), 'nope');
    expect(await screen.findByRole('heading', { name: 'News not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/news');
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    renderArticle(() => (++calls === 1 ? Promise.resolve({ status: 0, networkError: true }) : found(HOSTILE)()));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE.title })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('reads in Bengali on a Bengali page: the date in Bengali, the English headline, text and author marked as English', async () => {
    const { t } = bengaliTexts;
    renderArticle(found({ ...HOSTILE, content: '<p>Thanks to everyone who came!</p>' }), 'hostile', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('২২ জুল, ২০২৬')).toHaveAttribute('datetime', HOSTILE.date);
    expect(screen.getByTestId('news-content')).toHaveAttribute('lang', 'en');
    expect(byline()).toHaveTextContent(t('news.byline', { author: 'Guest writer' }));
    expect(screen.getByText('Guest writer')).toHaveAttribute('lang', 'en');
  });

  it('says in Bengali that an article is missing', async () => {
    renderArticle(() => Promise.resolve({ status: 404, networkError: false, body: { error: 'No news' } as never }), 'nope', 'bn');
    expect(await screen.findByRole('heading', { name: bengaliTexts.t('news.article.missing') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bengaliTexts.t('news.article.allNews') })).toHaveAttribute('href', '/news');
  });
});
