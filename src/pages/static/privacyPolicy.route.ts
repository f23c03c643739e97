import type { PageRoute } from '../pageRoute';

const privacyPolicy: PageRoute = {
  path: 'policy',
  chunk: 'policy',
  load: () => import(/* webpackChunkName: "policy" */ './PrivacyPolicyPage'),
  messages: ['info'],
  title: 'titles.privacyPolicy',
};
export default privacyPolicy;
