import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import DocumentTitle from './DocumentTitle';
import Footer from './Footer';
import Header from './Header';
import HydrateLater from '../components/HydrateLater';
import OfflineNotice from './OfflineNotice';
import OpeningIntents from './OpeningIntents';
import PageSkeleton from '../components/PageSkeleton';
import ScrollManager from './ScrollManager';
import ToastHost from '../features/ui/components/ToastHost';

/** The shell around every page; `children` are tools laid over it (QA's recorder buttons). */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main" aria-busy={navigation.state === 'loading'}>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden />}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
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
