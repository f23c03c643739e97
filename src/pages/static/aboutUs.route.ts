import type { PageRoute } from '../pageRoute';

const aboutUs: PageRoute = {
  path: 'about-us',
  chunk: 'about-us',
  load: () => import(/* webpackChunkName: "about-us" */ './AboutUsPage'),
  messages: ['info'],
  title: 'titles.aboutUs',
};
export default aboutUs;
