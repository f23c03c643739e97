/** The shop's own contact details, shown in the header, footer and static pages. */
export const site = {
  name: 'Metal Merch',
  tagline: 'Band tees and apparel for the metalheads of Bangladesh',
  phone: '+880 1711-666666',
  phoneHref: 'tel:+8801711666666',
  email: 'support@metalmerch.com.bd',
  address: 'Level 4, Bashundhara City, Panthapath, Dhaka 1215',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
