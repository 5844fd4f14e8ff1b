import { create } from 'zustand';

export type AuthModal =
  | 'login'
  | 'register'
  | 'forgot'
  | 'changePassword'
  | 'resetPassword'
  | 'logout'
  | null;
export type LoginPortal = 'player' | 'agent';
export type ChangeReason = 'first_login' | 'password_expired' | 'password_reset' | 'weak_password';

interface AuthModalState {
  open: AuthModal;
  /** The ?referralCode of /register, prefilled into the registration form. */
  referralCode: string | null;
  /** The login's change token: the change-password modal then needs no old password. */
  changeToken: string | null;
  changeReason: ChangeReason | null;
  /** Where a login completed by a modal leads: the player site or the agent centre. */
  portal: LoginPortal;
  /** The e-mailed reset link's token (`/?resetToken=…`). */
  resetToken: string | null;
  openModal: (modal: Exclude<AuthModal, null>, portal?: LoginPortal) => void;
  openChangePassword: (change?: { changeToken: string; reason: ChangeReason; portal: LoginPortal }) => void;
  openResetPassword: (resetToken: string) => void;
  closeModal: () => void;
  setReferralCode: (code: string | null) => void;
}

/**
 * Which sign-in dialog is open (login, register, password change...). Shared state, not the auth feature's:
 * the layouts, pages and other features (e.g. the chat room's login prompt) open it and the auth feature
 * shows it, and a feature never imports another's internals.
 */
export const useAuthModalStore = create<AuthModalState>((set) => ({
  open: null,
  referralCode: null,
  changeToken: null,
  changeReason: null,
  portal: 'player',
  resetToken: null,
  openModal: (modal, portal = 'player') => set({ open: modal, portal }),
  openChangePassword: (change) =>
    set({
      open: 'changePassword',
      changeToken: change?.changeToken ?? null,
      changeReason: change?.reason ?? null,
      portal: change?.portal ?? 'player',
    }),
  openResetPassword: (resetToken) => set({ open: 'resetPassword', resetToken }),
  closeModal: () => set({ open: null, changeToken: null, changeReason: null, resetToken: null }),
  setReferralCode: (referralCode) => set({ referralCode }),
}));
