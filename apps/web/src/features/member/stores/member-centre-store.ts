import { create } from 'zustand';
import { defaultMemberCentrePage, type MemberCentrePage } from '../lib/member-centre-pages';

interface MemberCentreState {
  page: MemberCentrePage;
  setPage: (page: MemberCentrePage) => void;
}

/** The selected member-centre page: a switch kept in memory (spec §2), not part of the URL. */
export const useMemberCentreStore = create<MemberCentreState>((set) => ({
  page: defaultMemberCentrePage,
  setPage: (page) => set({ page }),
}));
