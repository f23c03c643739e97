import type { Key, ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';
import '@shop/antd-table.css';

export interface PlainColumn<Row> {
  key: string;
  title: ReactNode;
  align?: 'left' | 'right' | 'center';
  render: (row: Row) => ReactNode;
}

interface Props<Row> {
  columns: PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}

/**
 * A plain <table> in antd's Table look: antd's class names on it, so the build's antd style sheet draws it. For a
 * table that needs none of what antd's Table brings along (pagination, sorting, filters, selection, virtual scroll),
 * at a fraction of its script.
 */
export default function PlainTable<Row>({ columns, rows, rowKey }: Props<Row>) {
  const { prefix, scope } = useAntdClasses('table', { ownVariables: true });
  const alignment = (column: PlainColumn<Row>) => (column.align ? { textAlign: column.align } : undefined);
  return (
    <div className={`${prefix}-wrapper ${scope}`}>
      <div className={`${prefix} ${scope}`}>
        <div className={`${prefix}-container`}>
          <div className={`${prefix}-content`}>
            <table style={{ tableLayout: 'auto' }}>
              <thead className={`${prefix}-thead`}>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} className={`${prefix}-cell`} scope="col" style={alignment(column)}>
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={`${prefix}-tbody`}>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className={`${prefix}-row`}>
                    {columns.map((column) => (
                      <td key={column.key} className={`${prefix}-cell`} style={alignment(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
