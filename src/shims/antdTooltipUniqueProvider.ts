// Stands in for antd's tooltip UniqueProvider (webpack.config.ts): ConfigProvider imports it on every page with antd
// but renders it only under `tooltip.unique`, which the shop never sets, and antd's own brings the popup engine
// (@rc-component/trigger) along. Tooltips, selects and dropdowns still bring that engine through their own imports.
import type { ReactNode } from 'react';

export default function UniqueProvider(_props: { children?: ReactNode }): never {
  throw new Error(
    "antd's tooltip UniqueProvider is left out of the shop's builds (src/shims/antdTooltipUniqueProvider.ts): " +
      'ConfigProvider takes no `tooltip.unique`.',
  );
}
