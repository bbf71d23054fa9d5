// Money as both sides compute it, written once (docs/demo-api.md, Invoices and E-commerce): amounts are US dollars
// rounded to the cent at each step, as an accountant would, and written with two decimals where the API sends a
// money string.

/** `value` rounded to the cent (half a cent up). */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** An amount as the API writes a money string: rounded to the cent, two decimals ('724.50'). */
export const moneyText = (value: number): string => roundMoney(value).toFixed(2);
