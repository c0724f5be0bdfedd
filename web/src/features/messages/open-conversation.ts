import { useEffect } from 'react';

/**
 * Which conversation the member is looking at on the messages page (null elsewhere): a message
 * for it is shown in place; a message for any other one is announced by a toast (spec 4).
 */
let current: number | null = null;

export const openConversation = {
  get: (): number | null => current,
  set(id: number | null): void {
    current = id;
  },
};

/** Records the conversation shown while the calling part is mounted. */
export function useOpenConversation(id: number | null): void {
  useEffect(() => {
    openConversation.set(id);
    return () => {
      if (openConversation.get() === id) openConversation.set(null);
    };
  }, [id]);
}
