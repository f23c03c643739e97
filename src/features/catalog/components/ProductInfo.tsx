import { Suspense } from 'react';
import { Button } from 'antd';
import { Link } from '../../../components/Link';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CartIcon } from '../../../components/HeaderIcons';
import { MinusIcon } from '../../../components/StepperIcons';
import { ColorSwatch, SizeChip } from '../../../components/OptionButtons';
import PlainTag from '../../../components/PlainTag';
import PlusButton from '../../../components/PlusButton';
import Price from '../../../components/Price';
import { unitPrice } from '../../../domain/pricing';
import { dropRoom } from '../../../domain/drops';
import { localName } from '../../../domain/localNames';
import { productBands } from '../../../domain/productDisplay';
import { shopFilteredBy, shopSearchPath } from '../../../domain/shopUrl';
import { textLang } from '../../../domain/language';
import { sizeLabel } from '../../../domain/sizeLabels';
import { bigSizePrice, choiceWords, colorValues, dearerSizes, isSoldOut, sizeValues, type SkuChoice } from '../../../domain/skuSelection';
import type { Item, Named } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { dropLimitText, lineFullText } from '../../cart/lineFullText';
import { useAddToCart } from '../../cart/useAddToCart';
import { selectCartLines } from '../../cart/selectors';
import { lazyChunk } from '../../../app/chunks';
import SaveButton from '../../saved/components/SaveButton';
import { selectValidDiscounts } from '../../discounts/selectors';
import SizeGuideButton from '../../sizeGuide/components/SizeGuideButton';
import { useDropCountdown, useQueueTurn } from '../../drop/useDropCountdown';
import { itemWarning } from '../../ui/uiSlice';
import { catalogActions } from '../catalogSlice';
import { selectChosenQuantity, selectChosenSkuInCart } from '../selectors';
import { useSkuChooser } from './useSkuChooser';

// Asked for on a sold-out size only: a chunk of its own rather than part of every product page.
const NotifyMe = lazyChunk(() => import(/* webpackChunkName: "notify-me" */ '../../restock/components/NotifyMe'));
// Only a drop's page counts down: its own chunk too.
const DropCountdown = lazyChunk(() => import(/* webpackChunkName: "drop-countdown" */ '../../drop/components/DropCountdown'));

/** A row of the product's facts, each value a link to the shop's products sharing it (`linkTo`). */
function Facts({ label, values, linkTo }: { label: string; values: Named[]; linkTo: (value: Named) => string }) {
  const { language } = useTexts();
  if (values.length === 0) return null;
  return (
    <div className="product-info__facts">
      <dt>{label}</dt>
      <dd>
        {values.map((value) => (
          <PlainTag key={value.id}>
            <Link to={linkTo(value)}>{localName(value, language)}</Link>
          </PlainTag>
        ))}
      </dd>
    </div>
  );
}

const filteredBy = (filter: Parameters<typeof shopFilteredBy>[0]) => (value: Named) => shopFilteredBy(filter, value);
const searchedFor = (keyword: Named) => shopSearchPath(keyword.name);

/** Name, price, colour and size, quantity and Add to cart, then the product's facts (spec §2). */
export default function ProductInfo({ item }: { item: Item }) {
  const dispatch = useAppDispatch();
  const { t, number, language } = useTexts();
  const discounts = useAppSelector(selectValidDiscounts);
  const { sku, choice, canBuy, choose } = useSkuChooser(item);
  const quantity = useAppSelector(selectChosenQuantity);
  const inCart = useAppSelector(selectChosenSkuInCart);
  const cart = useAddToCart();
  const cartLines = useAppSelector(selectCartLines);
  // A drop's item sells from its hour: until then the countdown stands where Add to cart will be.
  const dropLeft = useDropCountdown(item);
  // A drop with a queue: after the hour, the shopper's turn.
  const turn = useQueueTurn(item);
  const waiting = item.drop && (dropLeft !== 0 || turn !== 0);

  const colors = colorValues(item);
  const sizes = sizeValues(item);
  const offer = sku ? cart.offer(item, sku) : null;
  const price = offer?.price ?? null;
  const stock = offer?.stock ?? 0;
  const limit = offer?.limit ?? { max: 0, by: 'stock' as const };
  const dropUnits = dropRoom(item, cartLines);
  // A drop's line is its hold: a size in the cart takes no more (the hold is the shopper's for its minutes).
  const addable = item.drop && inCart > 0 ? 0 : Math.max(0, Math.min(limit.max - inCart, dropUnits));
  const holding = useAppSelector((state) => state.drop.holding) === sku?.code;
  // 'Out of stock' only when nothing of the product can be bought; a sold-out choice says so and offers the others.
  const outOfStock = !item.skus.some(canBuy);
  const choiceSoldOut = stock === 0 && !outOfStock;
  const stockText = outOfStock
    ? t('shop.details.outOfStock')
    : choiceSoldOut
      ? t('shop.details.choiceSoldOut')
      : stock <= 5
        ? t('shop.details.onlyLeft', { count: stock })
        : t('shop.details.inStock');
  const chosenSize = sizes.find((s) => s.id === choice.sizeId);
  const colour = colors.find((c) => c.id === choice.colorId);
  const colourName = colour ? localName(colour, language) : '';
  // Add to cart names what it adds ("Add to cart: S, Black"), so the size the page opened on is never a surprise.
  const chosenWords = choiceWords(item, choice, language);
  const dearer = dearerSizes(item, choice.colorId, (candidate) => unitPrice(item, candidate, discounts).price);
  const bigSizes = bigSizePrice(item, (candidate) => unitPrice(item, candidate, discounts));

  const soldOut = (key: keyof SkuChoice, id: string) => isSoldOut(item, choice, key, id, canBuy);
  const setQuantity = (next: number) => dispatch(catalogActions.detailsQuantityChanged({ quantity: next }));
  const increase = () => {
    if (quantity >= addable) dispatch(itemWarning(quantity >= dropUnits ? dropLimitText(item) : lineFullText(limit)));
    else setQuantity(quantity + 1);
  };
  const addToCart = () => sku && cart.add(item, sku, quantity);

  return (
    <div className="product-info">
      <p className="product-info__categories">{item.categories.map((c) => localName(c, language)).join(' · ')}</p>
      <div className="product-info__title">
        <h1 className="product-info__name">{item.title}</h1>
        <SaveButton itemId={item.id} name={item.title} />
      </div>
      {price && <Price price={price} className="product-info__price" />}

      {colors.length > 0 && (
        <fieldset className="product-info__option">
          <legend>{t('shop.details.colour', { colour: colourName })}</legend>
          <div className="swatch-list">
            {colors.map((color) => (
              <ColorSwatch
                key={color.id}
                value={color}
                pressed={color.id === choice.colorId}
                soldOut={soldOut('colorId', color.id)}
                onClick={() => choose('colorId', color.id)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className="product-info__option">
          <legend>{t('shop.details.size')}</legend>
          <SizeGuideButton size={chosenSize?.code ?? chosenSize?.name} />
          <div className="chip-list">
            {sizes.map((size) => (
              <SizeChip
                key={size.id}
                value={size}
                pressed={size.id === choice.sizeId}
                soldOut={soldOut('sizeId', size.id)}
                price={dearer.get(size.id)}
                onClick={() => choose('sizeId', size.id)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {bigSizes && (
        <p className="product-info__note">
          {t(bigSizes.discounted ? 'shop.details.bigSizeNoteBeforeDiscount' : 'shop.details.bigSizeNote', { amount: bigSizes.original })}
        </p>
      )}

      <p className={`product-info__stock${stock === 0 ? ' is-out' : ''}`} role="status">
        {stockText}
        {inCart > 0 && ` · ${t('shop.details.inCart', { count: inCart })}`}
        {addable === 0 && dropUnits === 0
          ? ` · ${t(dropLimitText(item))}`
          : limit.by === 'perLine' && addable === 0 && ` · ${t(lineFullText(limit))}`}
      </p>
      {sku && stock === 0 && (
        <Suspense fallback={null}>
          <NotifyMe key={sku.code} itemId={item.id} skuCode={sku.code} size={chosenSize && sizeLabel(chosenSize.name)} />
        </Suspense>
      )}

      {item.drop && waiting ? (
        <Suspense fallback={null}>
          <DropCountdown drop={item.drop} left={dropLeft} turn={turn} />
        </Suspense>
      ) : (
        <div className="product-info__buy">
          <div className="stepper" role="group" aria-label={t('shop.details.quantity')}>
            <Button
              icon={<MinusIcon />}
              aria-label={t('shop.details.oneLess')}
              data-tap-repeats
              onClick={() => setQuantity(Math.max(1, quantity - 1))}
              disabled={quantity <= 1}
            />
            <output className="stepper__value" aria-live="polite">
              {number(quantity)}
            </output>
            <PlusButton label={t('shop.details.oneMore')} atLimit={quantity >= addable} disabled={stock === 0} onClick={increase} />
          </div>
          {chosenSize && (
            <span className="product-info__chosen-size">{t('shop.details.chosenSize', { size: sizeLabel(chosenSize.name) })}</span>
          )}
          <Button
            type="primary"
            size="large"
            icon={<CartIcon />}
            onClick={addToCart}
            loading={holding}
            disabled={stock === 0 || addable === 0}
          >
            {outOfStock
              ? t('shop.details.outOfStock')
              : chosenWords
                ? t('shop.details.addChosenToCart', { chosen: chosenWords })
                : t('shop.details.addToCart')}
          </Button>
        </div>
      )}
      {item.drop && !waiting && (
        <p className="product-info__note">
          {t('drop.limit', { count: item.drop.perBuyerLimit })} {t('drop.hold.note', { minutes: item.drop.holdMinutes })}
        </p>
      )}
      <p className="product-info__delivery">{t('shop.details.deliveryTime')}</p>
      {item.description && (
        <p className="product-info__description" lang={textLang(item.description)}>
          {item.description}
        </p>
      )}

      <dl className="product-info__list">
        <Facts label={t('shop.details.brands')} values={item.lookups.filter((l) => l.type === 'brands')} linkTo={filteredBy('brands')} />
        <Facts label={t('shop.details.bands')} values={productBands(item)} linkTo={filteredBy('bands')} />
        <Facts label={t('shop.details.categories')} values={item.categories} linkTo={filteredBy('categories')} />
        <Facts
          label={t('shop.details.keywords')}
          values={(item.keywords ?? []).map((keyword) => ({ id: keyword, name: keyword }))}
          linkTo={searchedFor}
        />
      </dl>
    </div>
  );
}
