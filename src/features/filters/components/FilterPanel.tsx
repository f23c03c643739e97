import '@shop/antd-filters.css';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { ColorSwatch, SizeChip } from '../../../components/OptionButtons';
import PlainCheckbox from '../../../components/PlainCheckbox';
import PlainCollapse from '../../../components/PlainCollapse';
import PlainInputNumber from '../../../components/PlainInputNumber';
import PlainModal from '../../../components/PlainModal';
import PlainRadioGroup from '../../../components/PlainRadioGroup';
import PlainRangeSlider from '../../../components/PlainRangeSlider';
import { useAntdClasses } from '../../../components/useAntdClasses';
import { BANDS_SHOWN, hiddenSelectedBandCount } from '../../../domain/filterTags';
import { localName } from '../../../domain/localNames';
import { DISCOUNT_OPTIONS, PRICE_SLIDER, type ShopFilters } from '../../../domain/shopFilters';
import type { CategoryNode } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import { discountText } from '../filterTexts';
import { selectCategoryTree, selectReferenceData } from '../../referenceData/selectors';

interface Props {
  filters: ShopFilters;
  onChange: (next: ShopFilters) => void;
  /** The branch page has no discount filter. */
  showDiscount: boolean;
}

const toggle = <T extends { id: string }>(selected: T[], value: T): T[] =>
  selected.some((s) => s.id === value.id) ? selected.filter((s) => s.id !== value.id) : [...selected, value];

const isSelected = (selected: readonly { id: string }[], id: string) => selected.some((s) => s.id === id);

function CategoryList({ nodes, filters, onChange, depth = 0 }: { nodes: CategoryNode[]; depth?: number } & Omit<Props, 'showDiscount'>) {
  const { language } = useTexts();
  return (
    <ul className="filter-list" style={{ paddingLeft: depth ? 16 : 0 }}>
      {nodes.map((node) => (
        <li key={node.id}>
          <PlainCheckbox
            checked={isSelected(filters.categories, node.id)}
            onChange={() =>
              onChange({ ...filters, categories: toggle(filters.categories, { id: node.id, name: node.name, nameBn: node.nameBn }) })
            }
          >
            {localName(node, language)}
          </PlainCheckbox>
          {node.children.length > 0 && <CategoryList nodes={node.children} depth={depth + 1} filters={filters} onChange={onChange} />}
        </li>
      ))}
    </ul>
  );
}

/** The price range: a slider, and Min/Max boxes (a phone's number pad) that apply on Enter (spec §2). */
function PriceFilter({ filters, onChange }: Omit<Props, 'showDiscount'>) {
  const { t } = useTexts();
  const space = useAntdClasses('space', { ownVariables: false });
  // The range being chosen; once applied, it stays shown until the filters (from the address) change, so the
  // handles do not jump back to the old range for a moment.
  const [draft, setDraft] = useState<{ range: [number, number]; applied: boolean } | null>(null);
  const [shownFor, setShownFor] = useState(filters.price);
  if (shownFor[0] !== filters.price[0] || shownFor[1] !== filters.price[1]) {
    setShownFor(filters.price);
    if (draft?.applied) setDraft(null);
  }
  const [min, max] = draft?.range ?? filters.price;
  const choose = (range: [number, number]) => setDraft({ range, applied: false });
  const apply = (next: [number, number]) => {
    const sorted: [number, number] = next[0] <= next[1] ? next : [next[1], next[0]];
    setDraft({ range: sorted, applied: true });
    onChange({ ...filters, price: sorted });
  };
  return (
    <div className="price-filter">
      <PlainRangeSlider
        {...PRICE_SLIDER}
        value={[min, max]}
        onChange={choose}
        onChangeComplete={apply}
        labels={[t('shop.filter.minPrice'), t('shop.filter.maxPrice')]}
      />
      {/* antd's Space.Compact row, drawn by hand. */}
      <div className={`${space.prefix}-compact ${space.prefix}-compact-block ${space.hash}`}>
        <PlainInputNumber
          {...PRICE_SLIDER}
          compact="first"
          aria-label={t('shop.filter.minPrice')}
          prefix={t('shop.filter.min')}
          inputMode="numeric"
          value={min}
          onChange={(value) => choose([value ?? PRICE_SLIDER.min, max])}
          onPressEnter={(value) => apply([value ?? PRICE_SLIDER.min, max])}
        />
        <PlainInputNumber
          {...PRICE_SLIDER}
          compact="last"
          aria-label={t('shop.filter.maxPrice')}
          prefix={t('shop.filter.max')}
          inputMode="numeric"
          value={max}
          onChange={(value) => choose([min, value ?? PRICE_SLIDER.max])}
          onPressEnter={(value) => apply([min, value ?? PRICE_SLIDER.max])}
        />
      </div>
      <p className="filter-hint">{t('shop.filter.pressEnter')}</p>
    </div>
  );
}

function BandFilter({ filters, onChange }: Omit<Props, 'showDiscount'>) {
  const { t, language } = useTexts();
  const { bands } = useAppSelector(selectReferenceData);
  const [showAll, setShowAll] = useState(false);
  const hidden = hiddenSelectedBandCount(filters.bands, bands);
  const checkboxes = (list: typeof bands) =>
    list.map((band) => (
      <li key={band.id}>
        <PlainCheckbox
          checked={isSelected(filters.bands, band.id)}
          onChange={() => onChange({ ...filters, bands: toggle(filters.bands, band) })}
        >
          {localName(band, language)}
        </PlainCheckbox>
      </li>
    ));
  return (
    <>
      <ul className="filter-list" aria-label={t('shop.filter.bands')}>
        {checkboxes(bands.slice(0, BANDS_SHOWN))}
      </ul>
      {bands.length > BANDS_SHOWN && (
        <Button type="link" className="filter-more" onClick={() => setShowAll(true)}>
          {t('shop.filter.viewAll')}{' '}
          {hidden > 0 && <span className="filter-more__hint">{t('shop.filter.moreSelected', { count: hidden })}</span>}
        </Button>
      )}
      <PlainModal
        title={t('shop.filter.allBands')}
        open={showAll}
        onClose={() => setShowAll(false)}
        footer={<Button onClick={() => setShowAll(false)}>{t('shop.filter.done')}</Button>}
      >
        <ul className="filter-list filter-list--columns">{checkboxes(bands)}</ul>
      </PlainModal>
    </>
  );
}

/** The shop's filter sidebar (spec §2): Category, Size, Band, Color, Brand, Price and, on the shop, Discount. */
export default function FilterPanel({ filters, onChange, showDiscount }: Props) {
  const texts = useTexts();
  const { t } = texts;
  const tree = useAppSelector(selectCategoryTree);
  const { sizes, colors, brands } = useAppSelector(selectReferenceData);

  const sections: { key: string; label: string; children: ReactNode }[] = [
    { key: 'category', label: t('shop.filter.category'), children: <CategoryList nodes={tree} filters={filters} onChange={onChange} /> },
    {
      key: 'size',
      label: t('shop.filter.size'),
      children: (
        <div className="chip-list" role="group" aria-label={t('shop.filter.sizes')}>
          {sizes.map((size) => (
            <SizeChip
              key={size.id}
              value={size}
              pressed={isSelected(filters.sizes, size.id)}
              onClick={() => onChange({ ...filters, sizes: toggle(filters.sizes, size) })}
            />
          ))}
        </div>
      ),
    },
    { key: 'band', label: t('shop.filter.band'), children: <BandFilter filters={filters} onChange={onChange} /> },
    {
      key: 'color',
      label: t('shop.filter.color'),
      children: (
        <div className="swatch-list" role="group" aria-label={t('shop.filter.colors')}>
          {colors.map((color) => (
            <ColorSwatch
              key={color.id}
              value={color}
              pressed={isSelected(filters.colors, color.id)}
              onClick={() => onChange({ ...filters, colors: toggle(filters.colors, color) })}
            />
          ))}
        </div>
      ),
    },
    {
      key: 'brand',
      label: t('shop.filter.brand'),
      children: (
        <ul className="filter-list" aria-label={t('shop.filter.brands')}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <PlainCheckbox
                checked={isSelected(filters.brands, brand.id)}
                onChange={() => onChange({ ...filters, brands: toggle(filters.brands, brand) })}
              >
                {brand.name}
              </PlainCheckbox>
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'price', label: t('shop.filter.price'), children: <PriceFilter filters={filters} onChange={onChange} /> },
  ];
  if (showDiscount) {
    sections.push({
      key: 'discount',
      label: t('shop.filter.discount'),
      children: (
        <PlainRadioGroup
          value={filters.discount}
          onChange={(discount) => onChange({ ...filters, discount })}
          options={DISCOUNT_OPTIONS.map((option) => ({ value: option.id, label: discountText(texts, option) }))}
          className="filter-radios"
        />
      ),
    });
  }

  return <PlainCollapse className="filter-panel" items={sections} />;
}
