import type { Play } from '@lobby/platform-api/lottery-rules';

// When the draw on sale crosses Chinese New Year under a Mark Six board, the board becomes the
// new year's. A pick keeps its meaning if the new board still offers it: a ball number is the
// same bet (only the animal written under it moves), and so is an animal still among the play's
// options (judged by the draw's year either way). An animal the play no longer offers (last
// year's animal in "Year's animal", the new year's animal in "Other animals") is dropped rather
// than kept unseen, where it would still fill the row and block a new pick.

/** The chosen values the play's board still offers, per row, and those it no longer does. */
export function picksOnBoard(
  play: Play,
  chosen: readonly (ReadonlySet<string> | undefined)[],
): { chosen: ReadonlySet<string>[]; dropped: string[] } {
  const dropped: string[] = [];
  const kept = chosen.map((set, r) => {
    const offered = new Set(play.board.rows[r]?.values ?? []);
    const row = new Set<string>();
    for (const value of set ?? []) {
      if (offered.has(value)) row.add(value);
      else dropped.push(value);
    }
    return row;
  });
  return { chosen: kept, dropped };
}
