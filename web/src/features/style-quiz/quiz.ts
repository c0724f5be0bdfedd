import type { EnumEntry } from '@decorlook/domain/site/enums';

/**
 * A short visual quiz built from the styles enum: a few rounds of rooms, one pick each, then a
 * final round between the picks. It always ends in exactly one style (spec 5: the quiz allows one).
 */
export interface QuizRound {
  prompt: string;
  options: EnumEntry[];
}

export const ROUND_PROMPTS = [
  'Which room would you most like to come home to?',
  'Where would you spend a slow Sunday morning?',
  'Which space would you love to have guests over in?',
] as const;
export const FINAL_PROMPT = 'One last pick: which of your favourites is most you?';

/** A deterministic shuffle (mulberry32), so a quiz can be replayed and tested. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Up to three rounds of up to four distinct styles each. */
export function buildRounds(styles: readonly EnumEntry[], seed: number, perRound = 4): QuizRound[] {
  const pool = shuffled(styles, seed);
  const rounds: QuizRound[] = [];
  for (let i = 0; i < ROUND_PROMPTS.length && i * perRound < pool.length; i += 1) {
    const options = pool.slice(i * perRound, (i + 1) * perRound);
    // A lone leftover style is no choice: fold it into the previous round instead.
    if (options.length < 2 && rounds.length > 0) {
      rounds[rounds.length - 1].options.push(...options);
      break;
    }
    rounds.push({ prompt: ROUND_PROMPTS[i], options });
  }
  return rounds;
}

/** What to ask next given the picks so far, or the result once there is one. */
export function quizStep(rounds: readonly QuizRound[], picks: readonly EnumEntry[]): { round: QuizRound; index: number; total: number } | { result: EnumEntry } | null {
  if (rounds.length === 0) return null;
  const total = rounds.length > 1 ? rounds.length + 1 : 1;
  if (picks.length < rounds.length) return { round: rounds[picks.length], index: picks.length, total };
  if (rounds.length === 1) return { result: picks[0] };
  if (picks.length === rounds.length) return { round: { prompt: FINAL_PROMPT, options: [...picks] }, index: rounds.length, total };
  return { result: picks[picks.length - 1] };
}

/** The styles to save for a signed-in user: the quiz's style added to theirs, within the limit. */
export function stylesWithResult(current: readonly number[], styleId: number, max: number): number[] {
  if (current.includes(styleId)) return [...current];
  return [styleId, ...current].slice(0, max);
}
