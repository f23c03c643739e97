import { Spin } from 'antd';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainSpin from './PlainSpin';

describe('PlainSpin', () => {
  it.each([['large'], ['small'], [undefined]] as const)("draws a %s spinner exactly as antd's Spin does, in the shop's theme", (size) => {
    expect(markupInAntdTheme(<PlainSpin size={size} />)).toBe(markupInAntdTheme(<Spin size={size} />));
  });
});
