import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import {
  guideMeasures,
  guideRow,
  guideRowsFor,
  inUnit,
  UNITS,
  type SizeGuide,
  type SizeMeasures,
  type Unit,
} from '../../../domain/sizeGuide';
import { sizeLabel } from '../../../domain/sizeLabels';
import { sizeValues } from '../../../domain/skuSelection';
import { selectProductDetails } from '../../catalog/selectors';
import { useTexts } from '../../../i18n/TextsContext';
import { sizeGuideActions } from '../sizeGuideActions';
import { selectSizeGuideOpen, selectSizeGuideSize, selectSizeGuideUnit } from '../selectors';
import GarmentDrawing from './GarmentDrawing';
import './sizeGuide.css';

const UNIT_NAMES = { in: 'shop.sizeGuide.inches', cm: 'shop.sizeGuide.centimetres' } as const;

/** The measurements per size, the chosen size's row marked; a table a screen reader reads by its headers. */
function MeasuresTable({ guide, rows, unit, chosen }: { guide: SizeGuide; rows: SizeMeasures[]; unit: Unit; chosen: string | undefined }) {
  const { t } = useTexts();
  const measures = guideMeasures(guide);
  return (
    <div className="size-guide__scroll" tabIndex={0} role="region" aria-label={t('shop.sizeGuide.caption', { unit })}>
      <table className="size-guide__table">
        <caption>{t('shop.sizeGuide.caption', { unit })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.sizeGuide.size')}</th>
            {measures.map((measure) => (
              <th key={measure} scope="col">
                {t('shop.sizeGuide.heading', { measure, unit })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isChosen = row.size === chosen;
            return (
              <tr key={row.size} className={isChosen ? 'is-chosen' : undefined} aria-current={isChosen ? 'true' : undefined}>
                <th scope="row">
                  {sizeLabel(row.size)}
                  {isChosen && (
                    <>
                      {' '}
                      <span className="size-guide__chosen">{t('shop.sizeGuide.chosen')}</span>
                    </>
                  )}
                </th>
                {measures.map((measure) => {
                  const inches = row[measure];
                  return <td key={measure}>{inches === null ? '–' : t('shop.sizeGuide.value', { value: inUnit(inches, unit) })}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The size guide of the product's cut (issue 45): its measurements in inches or centimetres, the size chosen on the
 * page highlighted, how to measure, and a drawing of where. Opening, the unit and closing are actions
 * (`sizeGuide/…`), so a replayed log shows it as the shopper saw it. The browser's own dialog, in the product page's
 * chunk: a few hundred bytes where antd's Modal would be a chunk of its own.
 */
export default function SizeGuideDialog({ guide }: { guide: SizeGuide }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { t } = useTexts();
  const unit = useAppSelector(selectSizeGuideUnit);
  const chosen = guideRow(guide, useAppSelector(selectSizeGuideSize))?.size;
  const item = useAppSelector(selectProductDetails).item;
  const rows = guideRowsFor(guide, item ? sizeValues(item).map((value) => value.code ?? value.name) : []);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current!;
    // The browser's own modal: focus kept inside, Escape closes (`cancel`), focus back to the opener.
    element.showModal();
    return () => {
      element.close();
      // The page went (Back, a link) with the dialog open: it closes, so coming back finds it closed.
      if (selectSizeGuideOpen(store.getState())) dispatch(sizeGuideActions.closed());
    };
  }, [dispatch, store]);
  const garment = { garment: guide.garment };
  const cut = t('shop.sizeGuide.cut', { garment: guide.garment, fit: guide.fit, sleeves: guide.sleeves });
  const measures = guideMeasures(guide);
  const close = () => dispatch(sizeGuideActions.closed());
  return (
    <dialog
      ref={dialog}
      className="size-guide"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="size-guide__head">
        <h2 id={titleId} className="size-guide__title">
          {t('shop.sizeGuide.title', { cut })}
        </h2>
        <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t('shop.sizeGuide.close')} onClick={close} />
      </div>
      <div className="size-guide__units" role="group" aria-label={t('shop.sizeGuide.units')}>
        {UNITS.map((choice) => (
          <Button
            key={choice}
            size="small"
            type={choice === unit ? 'primary' : 'default'}
            aria-pressed={choice === unit}
            onClick={() => dispatch(sizeGuideActions.unitChanged({ unit: choice }))}
          >
            {t(UNIT_NAMES[choice])}
          </Button>
        ))}
      </div>
      <MeasuresTable guide={guide} rows={rows} unit={unit} chosen={chosen} />
      <div className="size-guide__how">
        <GarmentDrawing
          guide={guide}
          label={t('shop.sizeGuide.drawing', garment)}
          words={{
            chest: t('shop.sizeGuide.measure', { measure: 'chest' }),
            length: t('shop.sizeGuide.measure', { measure: 'length' }),
            sleeve: t('shop.sizeGuide.measure', { measure: 'sleeve' }),
          }}
        />
        <div>
          <h3 className="size-guide__how-title">{t('shop.sizeGuide.howTo')}</h3>
          <ul className="size-guide__steps">
            <li>{t('shop.sizeGuide.howTo.chest')}</li>
            <li>{t('shop.sizeGuide.howTo.length')}</li>
            {measures.includes('sleeve') && <li>{t('shop.sizeGuide.howTo.sleeve')}</li>}
          </ul>
          <p>{t('shop.sizeGuide.howTo.garment', garment)}</p>
          {guide.fit === 'oversized' && <p>{t('shop.sizeGuide.howTo.oversized')}</p>}
        </div>
      </div>
    </dialog>
  );
}
