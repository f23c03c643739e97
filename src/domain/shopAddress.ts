/**
 * The shop's address: its flagship showroom at Bashundhara City. The footer and the About Us page give it, and the
 * seed stores it on that outlet's record (server/src/db/catalogue.ts), so the footer and the outlet page name the
 * same place in the same words.
 */
export const SHOP_ADDRESS = 'Level 5, Block C, Shop 21, Bashundhara City Shopping Complex, Panthapath, Dhaka 1205';
