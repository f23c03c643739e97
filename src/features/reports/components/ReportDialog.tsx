import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import Modal from 'antd/es/modal/Modal';
import '@shop/antd-modal.css';
import { useEffect, useId, useRef, useState } from 'react';
import { withAntdTheme } from '../../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import PlainAlert from '../../../components/PlainAlert';
import PlainTextArea from '../../../components/PlainTextArea';
import { REPORT_NOTE_MAX } from '../../../domain/problemReport';
import { useTexts } from '../../../i18n/TextsContext';
import { loadReportBuilder } from '../reportBuilderChunk';
import { reportsActions } from '../reportsSlice';
import './ReportDialog.css';

/** Spec of "Report a problem": an optional note, what is sent in one sentence, Send; then the reference to read out. */
function ReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const { status, reference, error, unsentNote } = useAppSelector((state) => state.reports);
  const [note, setNote] = useState(unsentNote);
  const [copied, setCopied] = useState(false);
  const referenceText = useRef<HTMLElement>(null);
  const noteId = useId();
  const sending = status === 'loading';
  // The report is put together in a chunk of its own: fetched while the shopper writes, so Send needs no more.
  useEffect(() => void loadReportBuilder().catch(() => undefined), []);

  const send = () =>
    dispatch(
      reportsActions.sendRequested({
        note,
        page: window.location.pathname + window.location.search,
        viewport: { width: window.innerWidth, height: window.innerHeight },
      }),
    );
  const close = () => {
    dispatch(reportsActions.dialogClosed());
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference ?? '');
      setCopied(true);
    } catch {
      // No clipboard here (an address without https, a refusal): the reference is selected for the phone's own copy.
      if (referenceText.current) window.getSelection()?.selectAllChildren(referenceText.current);
    }
  };

  const footer =
    status === 'loaded' ? (
      <Button type="primary" onClick={close}>
        {t('shell.report.close')}
      </Button>
    ) : (
      <Button type="primary" loading={sending} onClick={send}>
        {t(status === 'failed' ? 'shell.report.retry' : 'shell.report.send')}
      </Button>
    );

  return (
    <Modal open onCancel={close} title={t('shell.report.title')} footer={footer} className="report-dialog" destroyOnHidden>
      {status === 'loaded' && reference ? (
        <div role="status">
          <p>{t('shell.report.sent')}</p>
          <p className="report-dialog__reference">
            <strong ref={referenceText}>{reference}</strong>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t(copied ? 'shell.report.copied' : 'shell.report.copy')}
            </Button>
          </p>
        </div>
      ) : (
        <>
          <label htmlFor={noteId} className="report-dialog__label">
            {t('shell.report.noteLabel')}
          </label>
          <PlainTextArea
            id={noteId}
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            disabled={sending}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="report-dialog__count" aria-hidden>
            {note.length} / {REPORT_NOTE_MAX}
          </p>
          <p className="report-dialog__what">{t('shell.report.whatIsSent')}</p>
          {status === 'failed' && error && (
            <PlainAlert type="error" showIcon title={t(error.status === 0 ? 'shell.report.offline' : error.message)} />
          )}
        </>
      )}
    </Modal>
  );
}

export default withAntdTheme(ReportDialog);
