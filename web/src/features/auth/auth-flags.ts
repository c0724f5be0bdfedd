import { useSyncExternalStore } from 'react';

/**
 * Layout flags of the signed-in experience (spec 3 "Layout flags"): the new-user flag set by a
 * sign-up (the reminder says "Thank you for registering"), and the style-quiz suggestion fired
 * once the reminder closes. Kept for the tab's life, so a reload in between keeps them.
 */
export interface AuthFlags {
  newUser: boolean;
  /** The reminder was dismissed in this tab: the server's newUser flag no longer counts. */
  newUserCleared: boolean;
  suggestStyleQuiz: boolean;
  /** The style-quiz suggestion is on screen. */
  styleQuizSuggestionOpen: boolean;
}

const STORAGE_KEY = 'authFlags';
const EMPTY: AuthFlags = { newUser: false, newUserCleared: false, suggestStyleQuiz: false, styleQuizSuggestionOpen: false };

function load(): AuthFlags {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<AuthFlags>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let flags: AuthFlags | null = null;
const listeners = new Set<() => void>();

export const authFlags = {
  get(): AuthFlags {
    flags ??= load();
    return flags;
  },
  set(change: Partial<AuthFlags>): void {
    flags = { ...authFlags.get(), ...change };
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flags));
    } catch {
      // Memory is enough for this tab.
    }
    listeners.forEach((listener) => listener());
  },
  reset(): void {
    authFlags.set(EMPTY);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuthFlags(): AuthFlags {
  return useSyncExternalStore(authFlags.subscribe, authFlags.get, () => EMPTY);
}

/**
 * Spec 4: closing the verification reminder (or asking for a new link) clears the new-user flag;
 * a pending style-quiz suggestion then fires and its flag clears.
 */
export function reminderDismissed(): void {
  const { suggestStyleQuiz } = authFlags.get();
  authFlags.set({ newUser: false, newUserCleared: true, suggestStyleQuiz: false, styleQuizSuggestionOpen: suggestStyleQuiz });
}
