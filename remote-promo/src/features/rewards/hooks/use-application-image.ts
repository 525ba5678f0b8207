import { useEffect, useState } from 'react';
import { fetchApplicationImage } from '../api/application-image';

export type ImageState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** An object URL for one application image, revoked when the thumbnail goes away. */
export function useApplicationImage(participationId: number, seq: number): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchApplicationImage(participationId, seq, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [participationId, seq]);
  return state;
}
