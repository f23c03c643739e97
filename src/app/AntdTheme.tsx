import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTexts } from '../i18n/TextsContext';
import type { Texts } from '../i18n/texts';
import { zeroRuntimeTheme } from './zeroRuntimeTheme';
// The styles of the components a page may show before any script runs; they travel with the pages that use antd.
import '@shop/antd.css';

/**
 * antd in the shop's theme, zero-runtime: its styles come from the build's style sheets and its token from the build
 * (src/shims/antdUseToken.ts), so nothing is computed or generated in the browser. It wraps each part of the shop
 * that shows antd (a page, the cart panel, the menus, the toasts) inside that part's own chunk, so a page without antd
 * (the home page) never loads antd at all. An antd component outside it would speak antd's own English.
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  const texts = useTexts();
  const locale = useMemo(() => antdLocale(texts), [texts]);
  // antd's spinner names itself "loading" in English, and its locale has no word for it.
  const button = useMemo(() => ({ loadingIcon: <LoadingOutlined aria-label={texts.t('shell.loading')} /> }), [texts]);
  return (
    <ConfigProvider theme={zeroRuntimeTheme} locale={locale} button={button}>
      {children}
    </ConfigProvider>
  );
}

/**
 * antd's own words for the parts of it the shop shows (a drawer's or modal's close button, a modal's buttons, an empty
 * list), from the shop's catalogue rather than antd's locale files, which bring its date pickers' words along.
 */
const antdLocale = ({ language, t }: Texts): ComponentProps<typeof ConfigProvider>['locale'] => ({
  locale: language,
  global: { close: t('shell.antd.close') },
  Modal: { okText: t('shell.antd.ok'), cancelText: t('shell.antd.cancel'), justOkText: t('shell.antd.ok') },
  Empty: { description: t('shell.antd.empty') },
});

/** A component that shows antd, in the shop's theme: `export default withAntdTheme(ShopPage)`. */
export function withAntdTheme<Props extends object>(Inner: ComponentType<Props>): ComponentType<Props> {
  const Themed = (props: Props) => (
    <AntdTheme>
      <Inner {...props} />
    </AntdTheme>
  );
  Themed.displayName = `withAntdTheme(${Inner.displayName ?? Inner.name})`;
  return Themed;
}
