import { useTexts } from '../i18n/TextsContext';

/** A light placeholder for a page whose code is still loading (no antd, so it costs the first page nothing). */
export default function PageSkeleton() {
  const { t } = useTexts();
  return (
    <div className="page-skeleton" aria-label={t('shell.loading')} role="status">
      <div className="page-skeleton__line page-skeleton__line--title" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="page-skeleton__line" />
      ))}
    </div>
  );
}
