import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';

const ToastPresenter = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastPresenter'));

/** Loads antd's message UI only once there is a toast to show. */
export default function ToastHost() {
  const hasToasts = useAppSelector((state) => state.ui.toasts.length > 0 || state.ui.toastCount > 0);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastPresenter />
    </Suspense>
  ) : null;
}
