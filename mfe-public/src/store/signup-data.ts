// Pending sign-up data: `{ name, email }`, persisted in localStorage as `signup-data`
// (zustand's persist format). Written after sign-up and after a login with an unverified e-mail;
// read by /verify; cleared after a successful verification.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SIGNUP_DATA_KEY = 'signup-data';

export interface PendingSignup {
  name: string;
  email: string;
}

interface SignupDataStore {
  name: string | null;
  email: string | null;
  setPending(data: PendingSignup): void;
  clear(): void;
}

export const useSignupData = create<SignupDataStore>()(
  persist(
    (set) => ({
      name: null,
      email: null,
      setPending: ({ name, email }) => set({ name, email }),
      clear: () => {
        set({ name: null, email: null });
        useSignupData.persist.clearStorage();
      },
    }),
    {
      name: SIGNUP_DATA_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ name: state.name, email: state.email }),
    },
  ),
);
