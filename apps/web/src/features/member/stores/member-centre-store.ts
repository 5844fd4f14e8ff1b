import { create } from 'zustand';
import { defaultMemberCentrePage, type MemberCentrePage } from '../lib/member-centre-pages';

/** A security-centre dialog another page may ask for (e.g. "set a payment password" from a transfer). */
export type SecurityDialogRequest = 'payment';

interface MemberCentreState {
  page: MemberCentrePage;
  setPage: (page: MemberCentrePage) => void;
  requestedSecurityDialog: SecurityDialogRequest | null;
  /** The page that sent the member to set a payment password: they go back there once it is set. */
  paymentPasswordReturnPage: MemberCentrePage | null;
  /** Opens the security centre with the payment-password dialog; `returnTo` is the page to come back to. */
  openPaymentPasswordSetup: (returnTo?: MemberCentrePage) => void;
  clearSecurityDialogRequest: () => void;
  /** The payment password is set (or the dialog closed): back to the page that asked, if one did. */
  finishPaymentPasswordSetup: (saved: boolean) => void;
}

/** The selected member-centre page: a switch kept in memory (spec §2), not part of the URL. */
export const useMemberCentreStore = create<MemberCentreState>((set) => ({
  page: defaultMemberCentrePage,
  setPage: (page) => set({ page, paymentPasswordReturnPage: null }),
  requestedSecurityDialog: null,
  paymentPasswordReturnPage: null,
  openPaymentPasswordSetup: (returnTo) =>
    set({
      page: 'securityCenter',
      requestedSecurityDialog: 'payment',
      paymentPasswordReturnPage: returnTo ?? null,
    }),
  clearSecurityDialogRequest: () => set({ requestedSecurityDialog: null }),
  finishPaymentPasswordSetup: (saved) =>
    set((state) => ({
      page: saved && state.paymentPasswordReturnPage ? state.paymentPasswordReturnPage : state.page,
      paymentPasswordReturnPage: null,
    })),
}));
