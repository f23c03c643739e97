import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../app/chunks';

/** Shown in place of a page that failed to load or render; the header and footer stay usable. Plain markup keeps it out of antd's weight. */
export default function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong on this page';
  const detail = chunkFailed
    ? 'This page could not be loaded. Check your connection and try again.'
    : 'Please try again. If it keeps happening, call us and we will sort it out.';
  return (
    <section className="route-error" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <div className="route-error__actions">
        <button type="button" className="plain-button plain-button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="plain-button" to="/">
          Back to home
        </Link>
      </div>
    </section>
  );
}
