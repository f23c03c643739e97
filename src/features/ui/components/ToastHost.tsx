import { Suspense } from 'react';
import { lazyChunk } from '../../../app/chunks';
import { useAppSelector } from '../../../app/hooks';
import { selectToastsWanted } from '../selectors';

const ToastPresenter = lazyChunk(() => import(/* webpackChunkName: "toasts" */ './ToastPresenter'));

/** Loads antd's message UI only once there is a toast to show. */
export default function ToastHost() {
  const hasToasts = useAppSelector(selectToastsWanted);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastPresenter />
    </Suspense>
  ) : null;
}
