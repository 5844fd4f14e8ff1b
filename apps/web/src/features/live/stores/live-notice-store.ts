import type { CashierNoticeKind } from '@gaming/contracts/live';
import { create } from 'zustand';

/** A cashier notice the server pushed: shown as a toast until dismissed or timed out. */
export type LiveNotice = {
  id: number;
  kind: CashierNoticeKind;
  referenceId: string;
  amountMinor: string;
};

/** More than this at once and the oldest gives way: notices inform, they must not cover the page. */
export const maxVisibleNotices = 3;

interface LiveNoticeState {
  notices: LiveNotice[];
  push: (notice: Omit<LiveNotice, 'id'>) => void;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useLiveNoticeStore = create<LiveNoticeState>((set) => ({
  notices: [],
  push: (notice) =>
    set((state) => {
      // The same step of the same business object once only (a replayed request, two processes).
      const duplicate = state.notices.some(
        (shown) => shown.kind === notice.kind && shown.referenceId === notice.referenceId,
      );
      if (duplicate) return state;
      const notices = [...state.notices, { ...notice, id: nextId++ }];
      return { notices: notices.slice(-maxVisibleNotices) };
    }),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
  clear: () => set({ notices: [] }),
}));
