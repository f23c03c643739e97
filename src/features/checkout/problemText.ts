import type { CheckoutProblemCode } from '../../domain/checkoutValidation';
import type { MessageKey, Texts, Values } from '../../i18n/texts';

/** The shop's words for a failed rule of spec §5. */
export const problemMessage = (code: CheckoutProblemCode): MessageKey => `checkout.problem.${code}`;

/** What a checkout failure's words may name that only the page knows: rule 9's zero, a price in the page's language. */
export const problemValues = ({ price }: Texts): Values => ({ zero: price(0) });
