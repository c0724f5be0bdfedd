import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { browserStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { useSubmitRequest } from './api/submit-request';
import type { Failure, RequestEntry } from './machines/request.machine';
import { loadRequestInfo, persistRequest, requestWithStorage } from './machines/request.storage';

/**
 * The request machine for one page of the flow, started from the stored request info (the pages
 * hand the flow to each other through storage, so a reload anywhere resumes it) with the real
 * submit call injected.
 */
export function useRequestFlow(entry: RequestEntry, failure: Failure | null = null) {
  const [storage] = useState(browserStorage);
  const submit = useSubmitRequest();
  const call = useRef(submit.mutateAsync);
  call.current = submit.mutateAsync;
  const [logic] = useState(() =>
    requestWithStorage(storage).provide({
      actors: { submitRequest: fromPromise(({ input }) => call.current(input)) },
      actions: { showError: (_, { message }) => toast.error(message) },
    }),
  );
  const [stored] = useState(() => loadRequestInfo(storage));
  const [handed] = useState(failure);
  const [snapshot, send, actorRef] = useMachine(logic, { input: { stored, entry, failure: handed } });

  useEffect(() => {
    const subscription = persistRequest(actorRef, storage);
    return () => subscription.unsubscribe();
  }, [actorRef, storage]);

  return { snapshot, send };
}

export type RequestFlow = ReturnType<typeof useRequestFlow>;
