const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment (ISO 8601) as the wallet screens show it (spec section 9): 'YYYY/MM/DD HH:mm' in the
 * reader's time zone, the same in every language. An unreadable value is shown as it came.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
