declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css';
/** What antd's useToken gives its components for the shop's theme, derived at build time (scripts/writeAntdToken.ts). */
declare module '@shop/antd-token.json' {
  const baked: { token: import('antd').GlobalToken; hashId: string };
  export default baked;
}
