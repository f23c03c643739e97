import { PAYMENT_PROMISE } from '../domain/paymentPromise';
import { SHOP_ADDRESS } from '../domain/shopAddress';

/** The shop's own contact details, shown in the header, footer and static pages. */
export const site = {
  name: 'Metal Merch',
  tagline: 'Band tees and apparel for the metalheads of Bangladesh',
  /** The meta description of a page that has none of its own. */
  description: `Official band T-shirts, hoodies and metal merch, with showrooms in Dhaka and Chattogram. ${PAYMENT_PROMISE}`,
  phone: '+880 1711-666666',
  phoneHref: 'tel:+8801711666666',
  email: 'support@metalmerch.com.bd',
  address: SHOP_ADDRESS,
  /** The names of the social networks whose addresses the run-time config gives (config.socialLinks). */
  social: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' },
} as const;

/** A page's title as the browser tab and search engines show it: its own, then the shop's name. */
export const pageTitle = (title?: string): string => (title ? `${title} | ${site.name}` : site.name);
