/** The play-menu group of a play code "<FAMILY>.<GROUP>.<PLAY>". */
export function groupOf(code: string): string {
  return code.split('.')[1]!;
}
