import { useEffect, useState } from 'react';
import { lotteryDrawTimes } from '../api/lottery-api';

type DrawTimes = Awaited<ReturnType<typeof lotteryDrawTimes>>;

/**
 * The lottery games' next draws and the server's now, ticking each second; the list is read
 * again when a shown draw closes. Null until the first answer (the list shows without times).
 */
export function useLotteryDrawTimes(): { times: DrawTimes | null; now: number } {
  const [times, setTimes] = useState<DrawTimes | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    lotteryDrawTimes().then(
      (answer) => live && setTimes(answer),
      () => undefined, // the list works without its countdowns
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (!times) return;
    const timer = setInterval(() => {
      const serverNow = Date.now() + times.offsetMs;
      setNow(serverNow);
      // A draw closed: the next one opened, its times come from the server.
      if (times.list.some((game) => Date.parse(game.nextDraw.closeAt) <= serverNow - 1_000)) {
        setTimes(null);
        setAttempt((count) => count + 1);
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [times]);

  return { times, now };
}
