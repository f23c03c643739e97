import { Link } from '../components/Link';
import { isChunkLoadError } from '../app/chunks';
import { useTexts } from '../i18n/TextsContext';
import ReportProblem from '../features/reports/components/ReportProblem';

/** Shown in place of a page that failed to load or render; the header and footer stay usable. Plain markup keeps it out of antd's weight. */
export default function RouteError({ error, notFound = false }: { error?: unknown; notFound?: boolean }) {
  const { t } = useTexts();
  const title = t(notFound ? 'shell.error.notFound' : 'shell.error.title');
  const detail = t(isChunkLoadError(error) ? 'shell.error.notLoaded' : 'shell.error.detail');
  return (
    <section className="route-error" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <div className="route-error__actions">
        <button type="button" className="plain-button plain-button--primary" onClick={() => window.location.reload()}>
          {t('shell.error.retry')}
        </button>
        <Link className="plain-button" to="/">
          {t('shell.error.home')}
        </Link>
        <ReportProblem />
      </div>
    </section>
  );
}
