import { Suspense, useState } from 'react';
import { lazyChunk } from '../../../app/chunks';
import { useTexts } from '../../../i18n/TextsContext';

// The dialog's code (antd's Modal, the redaction runs in the sagas) loads on the tap, not with every page.
const ReportDialog = lazyChunk(() => import(/* webpackChunkName: "report-dialog" */ './ReportDialog'));

/** "Report a problem": in the footer of every page and on the screens where something failed. */
export default function ReportProblem({ className = 'plain-button' }: { className?: string }) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('shell.report.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
