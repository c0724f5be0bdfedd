const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A price as shoppers read it: the server sends integer cents (spec 9), shown divided by 100;
 * whole amounts drop the ".00" the way retailers print them ($1,299, $49.50).
 */
export function formatPrice(cents: number, currency = 'USD', locale = 'en-US'): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents) % 100 === 0;
  return formatter(currency, locale, whole).format(Math.round(cents) / 100);
}
