import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectToastsWanted } from '../selectors';

const ToastPresenter = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastPresenter'));

/** Loads antd's message UI only once there is a toast to show. */
export default function ToastHost() {
  const hasToasts = useAppSelector(selectToastsWanted);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastPresenter />
    </Suspense>
  ) : null;
}
