// Sharing a link (the agent's registration links, the member's invite link): the phone's share
// sheet where there is one, else the clipboard. A subpath ('@lobby/shared/share-link'), bundled
// only into the remotes that share links: nothing here holds state, and in the main entry it
// would load with every first page (issue 30: first-load JS of /m/home does not grow).

/** Copies text: the Clipboard API, else a selected text area and the copy command. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The phone's share sheet (Web Share API) where there is one, else the link is copied. */
export async function shareLink(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
