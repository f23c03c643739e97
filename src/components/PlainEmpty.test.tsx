import { Button, Empty } from 'antd';
import type { ComponentProps } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainEmpty from './PlainEmpty';

const art = <svg aria-hidden="true" />;

const cases: [string, ComponentProps<typeof PlainEmpty>][] = [
  ['a picture and a description', { image: art, description: 'Your bag is empty' }],
  [
    'what to do next, and a class',
    { image: art, description: 'Your bag is empty', children: <Button>Shop</Button>, className: 'cart-page__empty' },
  ],
  ['parts left out as antd leaves them out', { image: art, description: '', children: false }],
];

describe('PlainEmpty', () => {
  it.each(cases)("draws %s exactly as antd's Empty does, in the shop's theme", (_, props) => {
    // The picture's box carries a class of the shop's, as antd's classNames.image would put it.
    expect(markupInAntdTheme(<PlainEmpty {...props} />)).toBe(
      markupInAntdTheme(<Empty {...props} classNames={{ image: 'plain-empty__image' }} />),
    );
  });
});
