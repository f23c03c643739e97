import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useStore } from 'react-redux';
import { toDevToolsExport } from '../app/recentActions';
import type { ActionRecorder } from './actionRecorder';
import { withAntdTheme } from '../app/AntdTheme';
import { useTexts } from '../i18n/TextsContext';

// Bottom left, clear of the cart and of the toasts; QA mode only, so it is styled here rather than in the app's CSS.
const corner: CSSProperties = { position: 'fixed', left: 8, bottom: 8, zIndex: 1100, opacity: 0.85, display: 'flex', gap: 4 };

function save(json: string, name: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  // Revoked on the next turn, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * QA mode's way to take the session away: the action log as a Redux DevTools export, for `npm run replay` or
 * DevTools' Import, and the state the page has now, for `npm run replay -- <log> --expect <state>`.
 */
function QaDownloads({ recorder }: { recorder: ActionRecorder }) {
  const store = useStore();
  const icon = <DownloadOutlined aria-hidden />;
  const { t } = useTexts();
  return (
    <div style={corner}>
      <Button size="small" icon={icon} onClick={() => save(toDevToolsExport(recorder.log()), 'action-log')}>
        {t('shell.qa.downloadLog')}
      </Button>
      <Button size="small" icon={icon} onClick={() => save(JSON.stringify(store.getState()), 'state')}>
        {t('shell.qa.downloadState')}
      </Button>
    </div>
  );
}

export default withAntdTheme(QaDownloads);
