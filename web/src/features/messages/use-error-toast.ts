import { useEffect, useRef } from 'react';
import { showApiError } from '../../lib/api-client';

/** Spec 8 "Message fetch failures: error toast": each failure of a read is shown once, as the usual "Error" toast. */
export function useErrorToast(error: unknown, updatedAt: number): void {
  const shown = useRef(0);
  useEffect(() => {
    if (!error || shown.current === updatedAt) return;
    shown.current = updatedAt;
    showApiError(error);
  }, [error, updatedAt]);
}
