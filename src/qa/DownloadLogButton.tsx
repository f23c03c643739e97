import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { toDevToolsExport } from './actionLog';
import type { ActionRecorder } from './actionRecorder';

// Bottom left, clear of the cart and of the toasts; QA mode only, so it is styled here rather than in the app's CSS.
const corner: CSSProperties = { position: 'fixed', left: 8, bottom: 8, zIndex: 1100, opacity: 0.85 };

/** QA mode's way to take the session away as a Redux DevTools export, for `npm run replay` or DevTools' Import. */
export default function DownloadLogButton({ recorder }: { recorder: ActionRecorder }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([toDevToolsExport(recorder.log())], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `action-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    link.click();
    // Revoked on the next turn, once the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url));
  };
  return (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} style={corner} onClick={download}>
      Download action log
    </Button>
  );
}
