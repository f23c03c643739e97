/** The page an order placed for cash on delivery opens on (spec §4). */
export const orderSuccessPath = (invoiceId: string) => `/order/success?${new URLSearchParams({ invoiceId })}`;

/** The invoice an order result page shows: its `invoiceId` parameter, trimmed. */
export const invoiceIdParam = (params: URLSearchParams) => params.get('invoiceId')?.trim() ?? '';

/** The order tracking page, with the invoice filled in when one is known. */
export const orderTrackPath = (invoiceId = '') => (invoiceId ? `/order/track?${new URLSearchParams({ invoiceId })}` : '/order/track');
