import { Tag } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { Link } from './Link';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainTag from './PlainTag';

describe('PlainTag', () => {
  it("draws a label exactly as antd's Tag does, in the shop's theme", () => {
    expect(markupInAntdTheme(<PlainTag>Pre-order</PlainTag>)).toBe(markupInAntdTheme(<Tag>Pre-order</Tag>));
  });

  it("draws a preset colour exactly as antd's Tag does", () => {
    expect(markupInAntdTheme(<PlainTag color="orange">Pre-order</PlainTag>)).toBe(markupInAntdTheme(<Tag color="orange">Pre-order</Tag>));
  });

  it("draws a link inside exactly as antd's Tag does", () => {
    const link = <Link to="/shop?band=1">Metallica</Link>;
    expect(markupInAntdTheme(<MemoryRouter>{<PlainTag>{link}</PlainTag>}</MemoryRouter>)).toBe(
      markupInAntdTheme(<MemoryRouter>{<Tag>{link}</Tag>}</MemoryRouter>),
    );
  });
});
