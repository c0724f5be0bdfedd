import { useSyncExternalStore } from 'react';

/**
 * Whether the logout confirmation is asked for. The header's profile menu and the mobile menu
 * both ask; the signed-in header (loaded only for signed-in users) shows the dialog.
 */
let asked = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  asked = value;
  listeners.forEach((listener) => listener());
};

export const requestLogout = () => set(true);
export const dismissLogout = () => set(false);

export function useLogoutRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
    () => false,
  );
}
