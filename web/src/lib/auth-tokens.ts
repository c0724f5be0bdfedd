import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

/** The server's OAuth-style answer to sign-in and refresh (api.md "Answers"). */
export interface TokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

/**
 * The access and refresh tokens, kept in browser storage under 'accessToken' and 'refreshToken'
 * (spec 3, "Browser-stored items"). Subscribers hear every change, including one made by another
 * tab (a sign-out there signs this tab out too).
 */
export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(storage: KeyValueStorage, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.refreshToken) notify();
  };
  const read = (key: string) => {
    const value = storage.getItem(key);
    return value === null || value === '' ? null : value;
  };

  return {
    access: () => read(STORAGE_KEYS.accessToken),
    refresh: () => read(STORAGE_KEYS.refreshToken),
    save({ accessToken, refreshToken }) {
      storage.setItem(STORAGE_KEYS.accessToken, accessToken);
      if (refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
      else storage.removeItem(STORAGE_KEYS.refreshToken);
      notify();
    },
    clear() {
      const had = read(STORAGE_KEYS.accessToken) !== null || read(STORAGE_KEYS.refreshToken) !== null;
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      if (had) notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The tokens of a sign-in or refresh answer, or null when the answer carries no access token. */
export function tokensFromAnswer(answer: unknown): SessionTokens | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { access_token: access, refresh_token: refresh } = answer as Partial<TokenAnswer>;
  if (typeof access !== 'string' || access === '') return null;
  return { accessToken: access, refreshToken: typeof refresh === 'string' && refresh !== '' ? refresh : null };
}

/** The browser's tokens, shared by the API client and the session. */
export const tokenStore = createTokenStore(browserStorage(), typeof window === 'undefined' ? null : window);
