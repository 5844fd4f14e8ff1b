import { create } from 'zustand';

/** One message at a time for the whole app: trial notices, e-mail sent, password reset. */
export interface Notice {
  /** An i18n key of the `common` namespace. */
  messageKey: string;
  /** The title's i18n key (`common`); "Notice" when none. */
  titleKey?: string;
  /**
   * What follows: 'login' opens the login popup after OK; 'register' offers registration beside a
   * button that keeps the trial account playing (the real-account notice, issue 14 #9).
   */
  next?: 'login' | 'register';
}

/**
 * Spec §4: a trial account reaching for money (deposit, withdraw, transfer, a centre) or a game without a
 * free trial gets this notice, which invites it to register (issue 14 #9).
 */
export const realAccountNotice: Notice = {
  messageKey: 'funPlay.realAccountBody',
  titleKey: 'funPlay.realAccountTitle',
  next: 'register',
};

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
