/** Whole hours and minutes of a number of seconds. */
export function hoursAndMinutes(seconds: number): { h: number; m: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}
