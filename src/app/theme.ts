import { theme, type ThemeConfig } from 'antd';
import { zeroRuntimeTheme } from './zeroRuntimeTheme';

/**
 * Dark, high-contrast and blood red: a band merch shop, not an admin panel. Read at build time, for the style sheets
 * (scripts/writeAntdStyles.ts) and the token the browser's antd reads (scripts/writeAntdToken.ts).
 */
export const shopTheme: ThemeConfig = {
  ...zeroRuntimeTheme,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#d4202c',
    colorInfo: '#d4202c',
    colorLink: '#ff5a5f',
    colorBgBase: '#0e0e10',
    colorBgContainer: '#17171a',
    colorBgElevated: '#1f1f23',
    colorBorder: '#34343a',
    colorText: '#ececef',
    colorTextSecondary: '#b4b4bc',
    borderRadius: 4,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Bengali', sans-serif",
    fontSize: 15,
  },
  components: {
    Button: { primaryShadow: 'none', fontWeight: 600 },
    // The price range in the shop's red (3.4:1 on the filter panel; antd's dark default is 1.25:1).
    Slider: { trackBg: '#d4202c', trackHoverBg: '#ff5a5f' },
    // The chosen tab's name in the link red (6.3:1 on the page; the primary red is 3.7:1, short of 4.5 for text).
    Tabs: { itemSelectedColor: '#ff5a5f', itemHoverColor: '#ff5a5f', itemActiveColor: '#ff5a5f', inkBarColor: '#ff5a5f' },
  },
};
