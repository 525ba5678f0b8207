import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import { resultShape } from '../utils/result-shape';
import { resultText } from '../utils/result-text';

interface Drawn {
  numero: string;
  winningNumber: string | null;
  drawAt: string;
}

/**
 * The words for a live region when a newer result appears in a game's history (after a
 * refresh): nothing on the first answer, nor when another game's history replaces it.
 */
export function useNewResultAnnouncement(
  gameId: number,
  family: FamilyCode,
  draws: readonly Drawn[] | null,
): string {
  const { t } = useTranslation('lottery');
  const seen = useRef<{ gameId: number; numero: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!draws) return;
    const newest = draws.find((draw) => draw.winningNumber !== null) ?? null;
    const before = seen.current;
    seen.current = { gameId, numero: newest?.numero ?? null };
    if (!newest || !before || before.gameId !== gameId || before.numero === newest.numero) return;
    setAnnouncement(
      t('results.newResult', {
        numero: newest.numero,
        result: resultText(t, resultShape(family, newest.winningNumber!, newest.drawAt)),
      }),
    );
  }, [draws, gameId, family, t]);

  return announcement;
}
