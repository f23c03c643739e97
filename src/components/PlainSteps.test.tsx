import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { render } from '@testing-library/react';
import { ConfigProvider, Steps } from 'antd';
import type { ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import PlainSteps from './PlainSteps';

/** The markup, each element's classes in one order (the order of an element's classes draws nothing). */
const inTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>).container.innerHTML.replace(
    /class="([^"]*)"/g,
    (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`,
  );

const titles = ['Details', 'Payment', 'Done'];
const bengali = (step: number) => String.fromCharCode(0x09e6 + step);

/**
 * antd's Steps as the checkout sets it up: a step to come numbered in the page's digits, one done with its tick (antd's,
 * hidden from screen readers, which would read its English name), in a row at every width.
 */
const antdSteps = (current: number) => (
  <Steps
    className="checkout-page__steps"
    current={current}
    responsive={false}
    items={titles.map((title) => ({ title }))}
    iconRender={(_, { index, components: { Icon } }) => (
      <Icon>
        {index < current ? (
          <CheckOutlined className="ant-steps-item-icon-finish" aria-hidden />
        ) : (
          <span className="ant-steps-item-icon-number">{bengali(index + 1)}</span>
        )}
      </Icon>
    )}
  />
);

describe('PlainSteps', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([0, 1, 2])("draws step %i of three exactly as antd's Steps does", (current) => {
    expect(inTheme(<PlainSteps className="checkout-page__steps" titles={titles} current={current} number={bengali} />)).toBe(
      inTheme(antdSteps(current)),
    );
  });

  // Stacked on a phone once the script ran, the steps pushed the server's form down under a shopper filling it.
  it('keeps the steps in a row on a phone, as the server drew them', () => {
    const matchMedia = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query.includes('max-width: 575px') }));
    const plain = inTheme(<PlainSteps className="checkout-page__steps" titles={titles} current={1} number={bengali} />);
    expect(plain).toContain('ant-steps-horizontal');
    expect(plain).toBe(inTheme(antdSteps(1)));
  });
});
