import { create } from 'zustand';
import { defaultMemberCentrePage, type MemberCentrePage } from '../lib/member-centre-pages';

/** A security-centre dialog another page may ask for (e.g. "set a payment password" from a transfer). */
export type SecurityDialogRequest = 'payment';

interface MemberCentreState {
  page: MemberCentrePage;
  setPage: (page: MemberCentrePage) => void;
  requestedSecurityDialog: SecurityDialogRequest | null;
  /** Opens the security centre with the payment-password dialog. */
  openPaymentPasswordSetup: () => void;
  clearSecurityDialogRequest: () => void;
}

/** The selected member-centre page: a switch kept in memory (spec §2), not part of the URL. */
export const useMemberCentreStore = create<MemberCentreState>((set) => ({
  page: defaultMemberCentrePage,
  setPage: (page) => set({ page }),
  requestedSecurityDialog: null,
  openPaymentPasswordSetup: () => set({ page: 'securityCenter', requestedSecurityDialog: 'payment' }),
  clearSecurityDialogRequest: () => set({ requestedSecurityDialog: null }),
}));
