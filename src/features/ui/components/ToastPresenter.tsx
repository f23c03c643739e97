import { message } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToasts } from '../selectors';
import { uiActions } from '../uiSlice';
import { withAntdTheme } from '../../../app/AntdTheme';

/** Shows the store's queued toasts with antd's message API and marks them shown. */
function ToastPresenter() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const [api, holder] = message.useMessage();

  useEffect(() => {
    for (const toast of toasts) {
      api.open({ key: `toast-${toast.id}`, type: toast.kind, content: toast.text, duration: toast.durationMs / 1000 });
      dispatch(uiActions.toastShown({ id: toast.id }));
    }
  }, [toasts, dispatch, api]);

  return holder;
}

export default withAntdTheme(ToastPresenter);
