import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import DocumentTitle from './DocumentTitle';
import Footer from './Footer';
import Header from './Header';
import PageSkeleton from './PageSkeleton';
import ScrollManager from './ScrollManager';
import ToastHost from './ToastHost';
import { qaRecorder } from '../qa/qaSession';

const QaDownloads = lazy(() => import(/* webpackChunkName: "qa" */ '../qa/QaDownloads'));

export default function AppLayout() {
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
      <Footer />
      <ScrollManager />
      <DocumentTitle />
      <ToastHost />
      {qaRecorder.enabled && (
        <Suspense fallback={null}>
          <QaDownloads recorder={qaRecorder} />
        </Suspense>
      )}
    </div>
  );
}
