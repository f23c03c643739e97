// Runtime configuration of the storefront. The local server (npm start) serves its own /config.js;
// this copy is for static hosting: edit it beside index.html to point the build at another API host.
// The build writes the defaults of src/app/config.ts (DEFAULT_CONFIG) in place of the name below.
window.SHOP_CONFIG = window.SHOP_CONFIG || SHOP_CONFIG_DEFAULTS;
