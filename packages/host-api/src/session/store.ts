// The signed-in user's state: `{ user, accessToken }`, persisted in localStorage
// under the name `auth-storage` (zustand's persist format: `{ state, version }`).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthState, SessionUser } from '../contract.ts';

export const AUTH_STORAGE_KEY = 'auth-storage';

interface AuthActions {
  setSession(user: SessionUser, accessToken: string): void;
  clearSession(): void;
}

export type AuthStore = AuthState & AuthActions;

export const useAuthStore = create<AuthStore>()(
  persist(
    (set) => ({
      user: null,
      accessToken: null,
      setSession: (user, accessToken) => set({ user, accessToken }),
      clearSession: () => set({ user: null, accessToken: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): AuthState => ({ user: state.user, accessToken: state.accessToken }),
    },
  ),
);

/** The plain state, without the actions. */
export function readAuth(): AuthState {
  const { user, accessToken } = useAuthStore.getState();
  return { user, accessToken };
}

/** Keeps tabs in step: a login or logout in another tab updates this one. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    if (event.newValue === null) useAuthStore.getState().clearSession();
    else void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
