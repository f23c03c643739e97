import { Button, Result } from 'antd';
import type { ComponentProps } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainResult from './PlainResult';

const cases: [string, ComponentProps<typeof PlainResult>][] = [
  ['a status with everything', { status: 'warning', title: 'Gone', subTitle: 'Try later', extra: <Button>Back</Button> }],
  ['the success icon', { status: 'success', title: 'Paid' }],
  ['the error icon', { status: 'error', title: 'Failed' }],
  ['the info icon', { status: 'info', subTitle: 'Paused' }],
  ['the default status', { title: 'Note' }],
  ['an icon of its own and a class', { icon: <span>art</span>, title: 'Missing', className: 'page-result' }],
  ['parts left out as antd leaves them out', { status: 'warning', title: 'Gone', subTitle: '', extra: false }],
];

describe('PlainResult', () => {
  it.each(cases)("draws %s exactly as antd's Result does, in the shop's theme", (_, props) => {
    expect(markupInAntdTheme(<PlainResult {...props} />)).toBe(markupInAntdTheme(<Result {...props} />));
  });
});
