// Dates are formatted by src/i18n/format-date.ts; this path stays only for the template that
// still imports it.
export { formatDate, isoDate } from '../../i18n/format-date';
