const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date ('YYYY-MM-DD') or a moment (ISO 8601, shown as the reader's local day) in the
 * spec's form YYYY/MM/DD (section 9), the same in every language: Gregorian years (a Thai
 * locale would count Buddhist-era years) and Western digits. What is not a date stays as it is.
 */
export function formatDate(value: string): string {
  const day = ISO_DATE.exec(value);
  if (day) return `${day[1]}/${day[2]}/${day[3]}`;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return `${moment.getFullYear()}/${twoDigits(moment.getMonth() + 1)}/${twoDigits(moment.getDate())}`;
}
