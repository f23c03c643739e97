import { render, screen, within } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import { shopTheme } from '../app/theme';
import PlainTable, { type PlainColumn } from './PlainTable';

interface Line {
  code: string;
  name: string;
  total: number;
}

const lines: Line[] = [
  { code: 'a', name: 'Beanie', total: 960 },
  { code: 'b', name: 'Hoodie', total: 1800 },
];
const columns: PlainColumn<Line>[] = [
  { key: 'name', title: 'Item', render: (line) => line.name },
  { key: 'total', title: 'Subtotal', align: 'right', render: (line) => line.total },
];

const inTheme = (table: React.ReactNode) => render(<ConfigProvider theme={shopTheme}>{table}</ConfigProvider>).container;

/** Each part's classes, in order, for the parts the build's antd style sheet draws a table by. */
const parts = (root: HTMLElement) =>
  ['.ant-table-wrapper', '.ant-table', '.ant-table-container', '.ant-table-content', 'table', 'thead', 'tbody', 'th', 'td'].map(
    (selector) => [selector, [...root.querySelectorAll(selector)].map((element) => [...element.classList].sort().join(' '))],
  );

describe('PlainTable', () => {
  it('is a table: a column header per column, a row per line, a cell per column', () => {
    inTheme(<PlainTable columns={columns} rows={lines} rowKey={(line) => line.code} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Subtotal']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Beanie', '960'],
      ['Hoodie', '1800'],
    ]);
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
  });

  it("carries the classes antd's own Table carries, in the shop's theme, so antd's style sheet draws it the same", () => {
    // antd's Table measures a scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom lacks.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const antd = inTheme(
      <Table<Line>
        rowKey="code"
        dataSource={lines}
        pagination={false}
        columns={columns.map(({ render: draw, ...column }) => ({ ...column, render: (_: unknown, line: Line) => draw(line) }))}
      />,
    );
    consoleError.mockRestore();
    const plain = inTheme(<PlainTable columns={columns} rows={lines} rowKey={(line) => line.code} />);
    expect(plain.querySelector('.ant-table-wrapper')).toHaveClass('shop', 'ant-table-css-var');
    expect(parts(plain)).toEqual(parts(antd));
  });
});
