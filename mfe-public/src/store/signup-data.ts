// Pending sign-up data: `{ name, email, codeSentAt }`, persisted in localStorage as `signup-data`
// (zustand's persist format). Written after sign-up and after a login with an unverified e-mail;
// read by /verify; cleared after a successful verification. codeSentAt (ms) is when a code was last
// sent to the address (sign-up, Resend): /verify's Resend waits out the server's cooldown from it,
// also after a reload.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SIGNUP_DATA_KEY = 'signup-data';

export interface PendingSignup {
  name: string;
  email: string;
  /** When a code was just sent (a sign-up); absent when none was (a login of an unverified account). */
  codeSentAt?: number;
}

interface SignupDataStore {
  name: string | null;
  email: string | null;
  codeSentAt: number | null;
  setPending(data: PendingSignup): void;
  codeSent(at: number): void;
  clear(): void;
}

export const useSignupData = create<SignupDataStore>()(
  persist(
    (set) => ({
      name: null,
      email: null,
      codeSentAt: null,
      setPending: ({ name, email, codeSentAt }) => set({ name, email, codeSentAt: codeSentAt ?? null }),
      codeSent: (at) => set({ codeSentAt: at }),
      clear: () => {
        set({ name: null, email: null, codeSentAt: null });
        useSignupData.persist.clearStorage();
      },
    }),
    {
      name: SIGNUP_DATA_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ name: state.name, email: state.email, codeSentAt: state.codeSentAt }),
    },
  ),
);
