/**
 * A number as the parts screens write it in every language of the site: thousands grouped with
 * commas, at most three decimals, rounded half away from zero, trailing zeros dropped. It is
 * what `Intl.NumberFormat` gives for ja, zh-CN and en with `maximumFractionDigits: 3` (those
 * three write numbers alike), written out by hand for the reason `format-date.ts` gives: the
 * first formatter of a language loads its ICU data, and on the part search that was the largest
 * piece of the screen's own script after the answer arrived (decision 098). The test holds the
 * two to the same output.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return intlFormat(value);
  const shortest = String(Math.abs(value));
  // Very large or very small numbers print with an exponent; they do not occur in parts data.
  if (shortest.includes('e')) return intlFormat(value);
  const [whole, fraction = ''] = shortest.split('.');
  // Rounded on the shortest decimal form, as ICU rounds, not on the binary value (1.0005 -> 1.001).
  let units = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if (fraction.length > 3 && fraction[3] >= '5') units += 1n;
  const digits = units.toString().padStart(4, '0');
  const integer = digits.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${integer}${decimals ? `.${decimals}` : ''}`;
}

let intl: Intl.NumberFormat | undefined;
function intlFormat(value: number): string {
  intl ??= new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
  return intl.format(value);
}
