/**
 * Shares a registration link with the Web Share API where the browser has it, else copies it to
 * the clipboard. Resolves to what happened (`null` when the visitor closed the share sheet or
 * neither is possible).
 */
export async function shareOrCopy(
  url: string,
  title: string,
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<'shared' | 'copied' | null> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return null;
    }
  }
  return copyText(url, nav);
}

export async function copyText(
  text: string,
  nav: Pick<Navigator, 'clipboard'> = navigator,
): Promise<'copied' | null> {
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return null;
  }
}
