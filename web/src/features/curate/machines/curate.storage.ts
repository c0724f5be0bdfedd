import { readJson, writeJson, type KeyValueStorage } from '../../../lib/storage';
import type { Board } from './curate.board';
import type { DetailsValues } from './curate.details';
import { curateMachine, hasProgress, storedOf, type CurateContext, type EditState, type StoredCurate } from './curate.machine';

/** Spec 3 "Browser-stored items": the in-progress look board, its form values and its edit state. */
export const CURATE_STORAGE_KEYS = {
  board: 'lookBoardData',
  details: 'lookBoardFormValues',
  edit: 'lookBoardEditState',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function validBoard(v: unknown): v is Board {
  return isObject(v) && Array.isArray(v.slots) && Array.isArray(v.productList) && (v.image === null || isObject(v.image));
}

function validEdit(v: unknown): v is EditState {
  if (!isObject(v)) return false;
  if (v.kind === 'new') return true;
  return (v.kind === 'draft' || v.kind === 'submitted') && typeof v.id === 'number' && isObject(v.saved);
}

/** The stored draft, or undefined when there is none (or it is unreadable: a corrupt entry starts afresh). */
export function loadStoredCurate(storage: KeyValueStorage): StoredCurate | undefined {
  const board = readJson<unknown>(storage, CURATE_STORAGE_KEYS.board);
  if (!validBoard(board)) return undefined;
  const details = readJson<unknown>(storage, CURATE_STORAGE_KEYS.details);
  const edit = readJson<unknown>(storage, CURATE_STORAGE_KEYS.edit);
  return {
    board,
    details: (isObject(details) ? details : { status: 'public' }) as unknown as DetailsValues,
    edit: validEdit(edit) ? edit : { kind: 'new' },
  };
}

export function saveStoredCurate(storage: KeyValueStorage, stored: StoredCurate): void {
  writeJson(storage, CURATE_STORAGE_KEYS.board, stored.board);
  writeJson(storage, CURATE_STORAGE_KEYS.details, stored.details);
  writeJson(storage, CURATE_STORAGE_KEYS.edit, stored.edit);
}

export function clearStoredCurate(storage: KeyValueStorage): void {
  for (const key of Object.values(CURATE_STORAGE_KEYS)) storage.removeItem(key);
}

/**
 * Keeps the flow's progress in storage after every change, so a reload (or the next page of the
 * flow) finds it. A finished flow and an untouched board store nothing: the machine clears
 * storage itself on reset and on success.
 */
export function persistCurate(actor: { subscribe(observer: (snapshot: { context: CurateContext; value: unknown }) => void): { unsubscribe(): void } }, storage: KeyValueStorage) {
  let last = '';
  return actor.subscribe((snapshot) => {
    if (snapshot.value === 'success' || !hasProgress(snapshot.context)) {
      last = '';
      return;
    }
    const stored = storedOf(snapshot.context);
    const text = JSON.stringify(stored);
    if (text === last) return;
    last = text;
    saveStoredCurate(storage, stored);
  });
}

/** The curate machine wired to browser storage: reset and success clear the stored draft. */
export const curateWithStorage = (storage: KeyValueStorage) => curateMachine.provide({ actions: { clearStorage: () => clearStoredCurate(storage) } });
