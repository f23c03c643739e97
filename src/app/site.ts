import { SHOP_ADDRESS } from '../domain/shopAddress';

/** The shop's own contact details, shown in the header, footer and static pages. */
export const site = {
  name: 'Metal Merch',
  phone: '+880 1711-666666',
  phoneHref: 'tel:+8801711666666',
  email: 'support@metalmerch.com.bd',
  address: SHOP_ADDRESS,
  /** The names of the social networks whose addresses the run-time config gives (config.socialLinks). */
  social: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' },
} as const;
