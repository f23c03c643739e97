import { message } from 'antd';
import '@shop/antd-message.css';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToasts } from '../selectors';
import { uiActions } from '../uiSlice';
import { withAntdTheme } from '../../../app/AntdTheme';
import { useTexts } from '../../../i18n/TextsContext';

/**
 * Shows the store's queued toasts with antd's message API and marks them shown. A toast of the same words replaces
 * the one on screen (its key), so eight presses at the stock limit show one No more Stock, not a pile of eight.
 */
function ToastPresenter() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const [api, holder] = message.useMessage();
  const { t } = useTexts();

  useEffect(() => {
    for (const toast of toasts) {
      const text = t(toast.text);
      api.open({ key: `${toast.kind}: ${text}`, type: toast.kind, content: text, duration: toast.durationMs / 1000 });
      dispatch(uiActions.toastShown({ id: toast.id }));
    }
  }, [toasts, dispatch, api, t]);

  return holder;
}

export default withAntdTheme(ToastPresenter);
