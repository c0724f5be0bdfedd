import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { browserStorage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { useCreateLookBoard } from './api/create-look-board';
import { useSubmitLookBoard } from './api/submit-look-board';
import { useUpdateBannerColor } from './api/update-banner-color';
import { useUpdateLookBoard } from './api/update-look-board';
import { useUpdateSubmittedLookBoard } from './api/update-submitted-look-board';
import type { CurateEntry } from './machines/curate.machine';
import { curateWithStorage, loadStoredCurate, persistCurate } from './machines/curate.storage';

/**
 * The curate machine for one page of the flow, started from what the browser kept (the pages
 * hand the flow to each other through storage, so a reload anywhere resumes it) and with the
 * real calls injected.
 */
export function useCurate(entry: CurateEntry) {
  const [storage] = useState(browserStorage);
  const create = useCreateLookBoard();
  const update = useUpdateLookBoard();
  const updateSubmitted = useUpdateSubmittedLookBoard();
  const updateColor = useUpdateBannerColor();
  const submit = useSubmitLookBoard();
  const calls = useRef({ create: create.mutateAsync, update: update.mutateAsync, updateSubmitted: updateSubmitted.mutateAsync, updateColor: updateColor.mutateAsync, submit: submit.mutateAsync });
  calls.current = { create: create.mutateAsync, update: update.mutateAsync, updateSubmitted: updateSubmitted.mutateAsync, updateColor: updateColor.mutateAsync, submit: submit.mutateAsync };

  const [logic] = useState(() =>
    curateWithStorage(storage).provide({
      actors: {
        createBoard: fromPromise(({ input }) => calls.current.create(input)),
        updateBoard: fromPromise(({ input }) => calls.current.update(input)),
        updateSubmittedBoard: fromPromise(({ input }) => calls.current.updateSubmitted(input)),
        updateBannerColor: fromPromise(({ input }) => calls.current.updateColor(input)),
        submitBoard: fromPromise(({ input }) => calls.current.submit(input.id)),
      },
      actions: {
        showError: (_, { message }) => toast.error(message),
        showSuccess: (_, { message }) => toast.success(message),
      },
    }),
  );
  const [stored] = useState(() => loadStoredCurate(storage));
  const [snapshot, send, actorRef] = useMachine(logic, { input: { stored, entry } });

  useEffect(() => {
    const subscription = persistCurate(actorRef, storage);
    return () => subscription.unsubscribe();
  }, [actorRef, storage]);

  return { snapshot, send, storage };
}

export type CurateFlow = ReturnType<typeof useCurate>;
