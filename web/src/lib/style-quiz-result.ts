import { readJson, writeJson, type KeyValueStorage } from './storage';

/**
 * The style quiz's result (spec 3 "Browser-stored items": quiz result, style-quiz viewed flag).
 * The quiz writes it; the style picker offers it after a sign-up.
 */
export const STYLE_QUIZ_RESULT_KEY = 'styleQuizResult';
export const STYLE_QUIZ_VIEWED_KEY = 'styleQuizViewed';

export interface StyleQuizResult {
  styleId: number;
  name: string;
  /** ISO time of the answer. */
  at: string;
}

export function readQuizResult(storage: KeyValueStorage): StyleQuizResult | null {
  const value = readJson<StyleQuizResult>(storage, STYLE_QUIZ_RESULT_KEY);
  return value && typeof value.styleId === 'number' && typeof value.name === 'string' ? value : null;
}

export function writeQuizResult(storage: KeyValueStorage, result: StyleQuizResult): void {
  writeJson(storage, STYLE_QUIZ_RESULT_KEY, result);
}
