import { render } from '@testing-library/react';
import { Button, ConfigProvider, Result } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import PlainResult from './PlainResult';

/** The markup, each element's classes in one order (the order of an element's classes draws nothing). */
const inTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>).container.innerHTML.replace(
    /class="([^"]*)"/g,
    (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`,
  );

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
    expect(inTheme(<PlainResult {...props} />)).toBe(inTheme(<Result {...props} />));
  });
});
