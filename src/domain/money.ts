// Prices are whole taka; amounts are rounded to the taka (halves away from zero) and grouped by thousands.
// Grouped by hand: building an Intl.NumberFormat loads locale data, a long task on a phone's first paint.
/** A number rounded to a whole one and grouped by thousands: `groupThousands(1480)` → '1,480' (counts use it too). */
export const groupThousands = (amount: number): string => {
  const taka = Math.round(Math.abs(amount));
  const grouped = String(taka).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 && taka > 0 ? `-${grouped}` : grouped;
};

/** A price as the shop shows it: `formatTk(1250)` → 'Tk 1,250'. */
export const formatTk = (amount: number): string => `Tk ${groupThousands(amount)}`;

/** The cart dropdown's total: `formatBdtTotal(1250)` → 'BDT 1,250/='. */
export const formatBdtTotal = (amount: number): string => `BDT ${groupThousands(amount)}/=`;
