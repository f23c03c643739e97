import { useShopConfig } from '../../../app/ConfigContext';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sizeLabel } from '../../../domain/sizeLabels';
import { choiceOf, colorValues, sizeValues, skuFor, type SkuChoice } from '../../../domain/skuSelection';
import { stockOnHand } from '../../../domain/stock';
import type { Item, Sku } from '../../../domain/types';
import { ITEM_TOAST_MS, uiActions } from '../../ui/uiSlice';
import { catalogActions } from '../catalogSlice';
import { selectChosenSku } from '../selectors';

/**
 * The chosen SKU of the product on the page and how to choose another, for the picker and the gallery alike: a new
 * colour keeps the size when it can be bought in it, else lands on one that can and says so.
 */
export function useSkuChooser(item: Item) {
  const dispatch = useAppDispatch();
  const { onlineLocationId } = useShopConfig();
  const sku = useAppSelector(selectChosenSku);
  const choice = choiceOf(sku);
  const canBuy = (candidate: Sku) => stockOnHand(candidate, onlineLocationId) > 0;

  const choose = (changed: keyof SkuChoice, id: string) => {
    const next = skuFor(item, { ...choice, [changed]: id }, changed, canBuy);
    if (!next) return;
    dispatch(catalogActions.detailsSkuChosen({ skuCode: next.code }));
    const chosenSize = sizeValues(item).find((s) => s.id === choice.sizeId);
    const landed = sizeValues(item).find((s) => s.id === choiceOf(next).sizeId);
    if (changed === 'colorId' && chosenSize && landed && landed.id !== chosenSize.id) {
      const colour = colorValues(item).find((c) => c.id === id)?.name ?? '';
      dispatch(
        uiActions.toastRequested({
          kind: 'info',
          text: {
            id: 'shop.details.sizeSwitched',
            values: { soldOut: sizeLabel(chosenSize.name), colour, chosen: sizeLabel(landed.name) },
          },
          durationMs: ITEM_TOAST_MS,
        }),
      );
    }
  };

  return { sku, choice, canBuy, choose };
}
