import { fireEvent, render } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { shopTheme } from '../app/theme';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import { stylesUndrawn } from '../../scripts/antdStyles';
import PlainCollapse from './PlainCollapse';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainInput from './PlainInput';
import PlainInputNumber from './PlainInputNumber';
import PlainPassword from './PlainPassword';
import PlainRangeSlider from './PlainRangeSlider';
import PlainSteps from './PlainSteps';
import PlainTable from './PlainTable';
import PlainTextArea from './PlainTextArea';

const ignore = () => undefined;

/** Every class on the page: the build's antd style sheets leave out the rules of parts the shop never draws. */
const classesOnPage = () => new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));

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
        <Modal open title="Filters" footer={<Button type="primary">Show 3 products</Button>} transitionName="" maskTransitionName="" />
      </TextsContext.Provider>
    </ConfigProvider>,
  );
  fireEvent.click(document.querySelector('.ant-collapse-header')!);
  fireEvent.focusIn(document.querySelector('[aria-label="Lowest price"]')!);
  const classes = classesOnPage();
  for (const drawn of ['ant-form-item-has-error', 'ant-input-status-error', 'ant-input-disabled', 'ant-collapse-item-active'])
    expect(classes).toContain(drawn);
  for (const drawn of [
    'ant-input-number-focused',
    'ant-input-number-compact-first-item',
    'ant-slider-handle',
    'ant-modal-footer',
    'ant-col',
    'ant-row',
    'ant-steps-item-finish',
    'ant-steps-item-rail-wait',
    'ant-table-cell',
  ])
    expect(classes).toContain(drawn);
  expect([...classes].filter((name) => stylesUndrawn(`.${name}`))).toEqual([]);
});
