import type { Texts } from '../../i18n/texts';

/** Spec §9's policy facts, the one source for every static page that states them. Their words are in the info catalogue. */
export const policy = {
  exchangeDays: 10,
  returnDays: { min: 7, max: 10 },
  shippingDaysInsideDhaka: 5,
  shippingDaysOutsideDhaka: 10,
  warrantyDays: 15,
  /** About how long a delivery takes, in days. */
  deliveryDays: 7,
  paymentOptions: ['cards', 'mobileBanking', 'internetBanking', 'cashOnDelivery'],
} as const;

export type PaymentOption = (typeof policy.paymentOptions)[number];

/** Payment options as a page lists them in its language: 'cards, mobile banking, internet banking'. */
export const paymentOptionList = ({ t }: Texts, options: readonly PaymentOption[] = policy.paymentOptions): string =>
  options.map((option) => t(`info.payment.${option}` as const)).join(t('info.listSeparator'));
