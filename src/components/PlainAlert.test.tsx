import { Alert, Button } from 'antd';
import type { ComponentProps } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainAlert from './PlainAlert';

const cases: [string, ComponentProps<typeof PlainAlert>][] = [
  [
    'a warning with its icon, a title, a description, a class and a test id',
    {
      type: 'warning',
      showIcon: true,
      title: 'Changed',
      description: 'Two lines',
      className: 'checkout-payment__error',
      'data-testid': 'changed-lines',
    },
  ],
  ['an error with its icon', { type: 'error', showIcon: true, title: 'Not placed' }],
  ['a note with its icon', { type: 'info', showIcon: true, title: 'Paid in advance' }],
  ['a success with its icon', { type: 'success', showIcon: true, title: 'Done' }],
  ['a note with an action and no icon', { type: 'info', title: 'Your bag is empty', action: <Button>Shop</Button> }],
  ['the default type, parts left out as antd leaves them out', { title: 'Note', description: '', action: false }],
];

describe('PlainAlert', () => {
  it.each(cases)("draws %s exactly as antd's Alert does, in the shop's theme", (_, props) => {
    expect(markupInAntdTheme(<PlainAlert {...props} />)).toBe(markupInAntdTheme(<Alert {...props} />));
  });
});
