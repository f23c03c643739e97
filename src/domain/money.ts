// Prices are whole taka; amounts are rounded to the taka and grouped by thousands.
const wholeTaka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A price as the shop shows it: `formatTk(1250)` → 'Tk 1,250'. */
export const formatTk = (amount: number): string => `Tk ${wholeTaka.format(amount)}`;

/** The cart dropdown's total: `formatBdtTotal(1250)` → 'BDT 1,250/='. */
export const formatBdtTotal = (amount: number): string => `BDT ${wholeTaka.format(amount)}/=`;
