const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A draw time (ISO 8601) in the viewer's time zone, 'YYYY/MM/DD HH:mm:ss' like the shared
 * formatDateTime plus the seconds: 45-second games draw twice in some minutes.
 */
export function formatDrawTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
