import { create } from 'zustand';

/** One message at a time for the whole app: trial notices, e-mail sent, password reset. */
export interface Notice {
  /** An i18n key of the `common` namespace. */
  messageKey: string;
  /** What the OK button does after closing. */
  next?: 'login';
}

interface NoticeState {
  notice: Notice | null;
  show: (notice: Notice) => void;
  dismiss: () => void;
}

export const useNoticeStore = create<NoticeState>((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));
