import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Skeleton, Space } from 'antd';
import { shopTheme } from '../app/theme';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import { stylesUndrawn } from '../../scripts/antdStyles';
import PlainAlert from './PlainAlert';
import PlainCard from './PlainCard';
import PlainCheckbox from './PlainCheckbox';
import PlainCollapse from './PlainCollapse';
import PlainEmpty from './PlainEmpty';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainInput from './PlainInput';
import PlainInputNumber from './PlainInputNumber';
import PlainModal from './PlainModal';
import PlainPassword from './PlainPassword';
import PlainRadioGroup from './PlainRadioGroup';
import PlainRangeSlider from './PlainRangeSlider';
import PlainResult from './PlainResult';
import PlainSelect from './PlainSelect';
import PlainSpin from './PlainSpin';
import PlainSteps from './PlainSteps';
import PlainTable from './PlainTable';
import PlainTag from './PlainTag';
import PlainTextArea from './PlainTextArea';

const ignore = () => undefined;

/** Every class on the page: the build's antd style sheets leave out the rules of parts the shop never draws. */
const classesOnPage = () => new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));

/** The page carries each of `drawn` (the states rendered took), and no class whose rules the sheets leave out. */
function expectEveryClassDrawn(drawn: readonly string[]) {
  const classes = classesOnPage();
  expect(drawn.filter((name) => !classes.has(name))).toEqual([]);
  expect([...classes].filter((name) => stylesUndrawn(`.${name}`))).toEqual([]);
}

test('every class the shop’s forms, filters, steps, tables and modals carry, in every state they take, keeps its antd rules', () => {
  render(
    <ConfigProvider theme={shopTheme}>
      <TextsContext.Provider value={englishTexts}>
        <PlainForm>
          <PlainFormItem label="Name" htmlFor="name" required error="Please enter your name">
            <PlainInput id="name" />
          </PlainFormItem>
          <PlainFormItem label="Password" htmlFor="password">
            <PlainPassword id="password" disabled />
          </PlainFormItem>
          <PlainFormItem label="Note" htmlFor="note" error="Too long">
            <PlainTextArea id="note" disabled />
          </PlainFormItem>
          <PlainFormItem label="Secret" htmlFor="secret" error="Too short">
            <PlainPassword id="secret" />
          </PlainFormItem>
        </PlainForm>
        <PlainCollapse
          items={[
            {
              key: 'price',
              label: 'Price',
              children: (
                <PlainRangeSlider
                  min={0}
                  max={100}
                  step={1}
                  value={[10, 90]}
                  labels={['Min', 'Max']}
                  onChange={ignore}
                  onChangeComplete={ignore}
                />
              ),
            },
            { key: 'size', label: 'Size', children: 'S M L' },
          ]}
        />
        <PlainInputNumber aria-label="Lowest price" value={1} min={0} max={10} step={1} prefix="Min" compact="first" onChange={ignore} />
        <PlainInputNumber aria-label="Highest price" value={9} min={0} max={10} step={1} prefix="Max" compact="last" onChange={ignore} />
        <PlainSteps titles={['Details', 'Payment', 'Done']} current={1} number={(step) => step} />
        <PlainTable
          columns={[
            { key: 'name', title: 'Product', render: (row: string) => row },
            { key: 'price', title: 'Price', align: 'right', render: () => 'Tk 500' },
          ]}
          rows={['Tee', 'Cap']}
          rowKey={(row) => row}
        />
        <PlainModal open onClose={ignore} title="Filters" footer={<Button type="primary">Show 3 products</Button>}>
          Sizes
        </PlainModal>
      </TextsContext.Provider>
    </ConfigProvider>,
  );
  fireEvent.click(document.querySelector('.ant-collapse-header')!);
  fireEvent.focusIn(document.querySelector('[aria-label="Lowest price"]')!);
  expectEveryClassDrawn([
    'ant-form-item-has-error',
    'ant-input-status-error',
    'ant-input-disabled',
    'ant-collapse-item-active',
    'ant-input-number-focused',
    'ant-input-number-compact-first-item',
    'ant-slider-handle',
    'ant-modal-footer',
    'ant-col',
    'ant-row',
    'ant-steps-item-finish',
    'ant-steps-item-rail-wait',
    'ant-table-cell',
  ]);
});

test('every class the first paint’s parts carry, as the shop’s pages give them, keeps its antd rules', () => {
  render(
    <ConfigProvider theme={shopTheme}>
      <TextsContext.Provider value={englishTexts}>
        <PlainSelect aria-label="Sort" value="new" options={[{ value: 'new', label: 'Newest' }]} onChange={ignore} />
        <PlainCard cover={<img alt="" />}>Banani outlet</PlainCard>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <PlainAlert key={type} type={type} showIcon title="Title" description="Words" action={<Button size="small">Retry</Button>} />
        ))}
        <PlainAlert type="info" title="No icon" />
        <PlainTag color="orange" onRemove={ignore} removeLabel="Remove">
          Sale
        </PlainTag>
        <PlainTag>Patches</PlainTag>
        <PlainSpin />
        <PlainSpin size="small" />
        <PlainSpin size="large" />
        <PlainCheckbox checked disabled>
          Black
        </PlainCheckbox>
        <PlainRadioGroup vertical disabled value="cod" options={[{ value: 'cod', label: 'Cash on delivery' }]} onChange={ignore} />
        <PlainEmpty image={<span />} description="Nothing here">
          <Button type="primary">Shop</Button>
        </PlainEmpty>
        {(['success', 'error', 'info', 'warning'] as const).map((status) => (
          <PlainResult key={status} status={status} title="Title" subTitle="Words" extra={<Button type="link">Back</Button>} />
        ))}
        <Button type="primary" size="large" block loading>
          Place order
        </Button>
        <Button type="text" danger icon={<span />} aria-label="Remove" />
        <Button size="small" disabled>
          Less
        </Button>
        <Space.Compact>
          <Button icon={<span />} aria-label="One less" />
          <Button icon={<span />} aria-label="One more" />
        </Space.Compact>
        <Skeleton active title paragraph={{ rows: 2 }} avatar={{ shape: 'square', size: 96 }} />
        <Skeleton.Node active>
          <span />
        </Skeleton.Node>
        <Skeleton.Input active size="small" />
      </TextsContext.Provider>
    </ConfigProvider>,
  );
  fireEvent.focus(screen.getByRole('combobox', { name: 'Sort' }));
  expectEveryClassDrawn([
    'ant-select-focused',
    'ant-card-cover',
    'ant-alert-with-description',
    'ant-tag-orange',
    'ant-spin-sm',
    'ant-checkbox-wrapper-disabled',
    'ant-radio-group-vertical',
    'ant-result-warning',
    'ant-btn-loading',
    'ant-btn-compact-item',
    'ant-skeleton-avatar-square',
    'ant-skeleton-input-sm',
  ]);
});
