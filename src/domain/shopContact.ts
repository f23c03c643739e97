/**
 * The shop's address: its flagship showroom at Bashundhara City. The footer and the About Us page give it, and the
 * seed stores it on that outlet's record (server/src/db/catalogue.ts), so the footer and the outlet page name the
 * same place in the same words.
 */
export const SHOP_ADDRESS = 'Level 5, Block C, Shop 21, Bashundhara City Shopping Complex, Panthapath, Dhaka 1205';

/** The shop's own contact details, shown in the header, footer, static pages and link previews. */
export const shopContact = {
  name: 'Metal Merch',
  phone: '+880 1711-666666',
  phoneHref: 'tel:+8801711666666',
  email: 'support@metalmerch.com.bd',
  address: SHOP_ADDRESS,
  /** The names of the social networks whose addresses the run-time config gives (config.socialLinks). */
  social: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' },
} as const;
