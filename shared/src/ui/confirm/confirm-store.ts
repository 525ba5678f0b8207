import { create } from 'zustand';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface PendingConfirm extends ConfirmOptions {
  message: string;
  resolve: (accepted: boolean) => void;
}

interface ConfirmState {
  pending: PendingConfirm | null;
  answer: (accepted: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  pending: null,
  answer: (accepted) => {
    const pending = get().pending;
    set({ pending: null });
    pending?.resolve(accepted);
  },
}));

/** Asks the visitor; resolves true on confirm, false on cancel/Escape. Needs <SharedUiHost/>. */
export function confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  useConfirmStore.getState().pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    useConfirmStore.setState({ pending: { ...options, message, resolve } });
  });
}
