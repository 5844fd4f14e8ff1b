import { create } from 'zustand';

export type AuthModal = 'login' | 'register' | null;

interface AuthModalState {
  open: AuthModal;
  /** The ?referralCode of /register, kept for the registration form of the accounts capability. */
  referralCode: string | null;
  openModal: (modal: Exclude<AuthModal, null>) => void;
  closeModal: () => void;
  setReferralCode: (code: string | null) => void;
}

export const useAuthModalStore = create<AuthModalState>((set) => ({
  open: null,
  referralCode: null,
  openModal: (modal) => set({ open: modal }),
  closeModal: () => set({ open: null }),
  setReferralCode: (referralCode) => set({ referralCode }),
}));
