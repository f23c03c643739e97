// Stands in for antd's default theme, its light algorithm (webpack.config.ts): ConfigProvider passes it to useToken,
// whose stand-in (antdUseToken.ts) reads the token the build derived instead.
export default {};
