/** Spec §9's policy facts, the one source for every static page that states them. */
export const policy = {
  exchangeDays: 10,
  returnDays: '7 to 10',
  shippingDaysInsideDhaka: 5,
  shippingDaysOutsideDhaka: 10,
  warrantyDays: 15,
  deliveryTime: 'approximately 7 days',
  paymentOptions: ['cards', 'mobile banking', 'internet banking', 'cash on delivery'],
} as const;
