import { Suspense, type ReactNode } from 'react';
import { PageOutlet } from './PageOutlet';
import DocumentTitle from './DocumentTitle';
import Header from './Header';
import HydrateLater from '../components/HydrateLater';
import OfflineNotice from './OfflineNotice';
import OpeningIntents from './OpeningIntents';
import PageSkeleton from '../components/PageSkeleton';
import ScrollManager from './ScrollManager';
import { usePageLoading } from './ShopRouter';
import ToastHost from '../features/ui/components/ToastHost';
import { lazyChunk } from '../app/chunks';
import { useTexts } from '../i18n/TextsContext';

/**
 * The footer is below the fold of every page: its code is a chunk of its own, and until it arrives the server's HTML of
 * it stays as it is (HydrateLater's boundary), its links plain links that work without script.
 */
const Footer = lazyChunk(() => import(/* webpackChunkName: "footer" */ './Footer'));

/** The shell around every page; `children` are tools laid over it (QA's recorder buttons). */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const loading = usePageLoading();
  const { t } = useTexts();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {/* Its own pass, after the page's (index.tsx asks for the page's first): a tap on it hydrates it at once. */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id="main" className="site-main" aria-busy={loading}>
        {loading && <div className="route-progress" aria-hidden />}
        <Suspense fallback={<PageSkeleton />}>
          <PageOutlet />
        </Suspense>
      </main>
      <OpeningIntents />
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollManager />
      <DocumentTitle />
      <ToastHost />
      <OfflineNotice />
      {children}
    </div>
  );
}
