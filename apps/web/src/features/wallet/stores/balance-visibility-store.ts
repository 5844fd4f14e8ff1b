import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** Whether the header shows the balance or ****; remembered on this device (localStorage `balanceHidden`). */
export const useBalanceVisibilityStore = create<BalanceVisibilityState>((set, get) => ({
  hidden: readStorage('local', storageKeys.balanceHidden) === 'true',
  toggle: () => {
    const hidden = !get().hidden;
    writeStorage('local', storageKeys.balanceHidden, String(hidden));
    set({ hidden });
  },
}));
