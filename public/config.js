// Runtime configuration of the storefront. The local server (npm start) serves its own /config.js;
// this copy is for static hosting: edit it beside index.html to point the build at another API host.
window.SHOP_CONFIG = window.SHOP_CONFIG || {
  apiBaseUrl: '',
  apiKey: 'metal-merch-local-key',
  imageHost: '',
  onlineLocationId: '',
  defaultLocationIds: [],
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
};
