import { describe, expect, it } from 'vitest';
import { buildRounds, FINAL_PROMPT, quizStep, shuffled, stylesWithResult } from './quiz';

const styles = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, name: `Style ${i + 1}` }));

describe('style quiz', () => {
  it('shuffles deterministically', () => {
    expect(shuffled(styles, 7)).toEqual(shuffled(styles, 7));
    expect(shuffled(styles, 7)).not.toEqual(styles);
    expect([...shuffled(styles, 7)].sort((a, b) => a.id - b.id)).toEqual(styles);
  });

  it('asks three rounds of four distinct styles, then a final between the picks', () => {
    const rounds = buildRounds(styles, 42);
    expect(rounds).toHaveLength(3);
    const shown = rounds.flatMap((r) => r.options.map((o) => o.id));
    expect(new Set(shown).size).toBe(12);

    const picks = rounds.map((r) => r.options[1]);
    expect(quizStep(rounds, [])).toMatchObject({ index: 0, total: 4 });
    expect(quizStep(rounds, picks.slice(0, 2))).toMatchObject({ round: rounds[2], index: 2 });
    const final = quizStep(rounds, picks);
    expect(final).toMatchObject({ round: { prompt: FINAL_PROMPT, options: picks }, index: 3, total: 4 });
    expect(quizStep(rounds, [...picks, picks[2]])).toEqual({ result: picks[2] });
  });

  it('works with few styles: one round ends the quiz', () => {
    const rounds = buildRounds(styles.slice(0, 3), 1);
    expect(rounds).toHaveLength(1);
    expect(quizStep(rounds, [rounds[0].options[0]])).toEqual({ result: rounds[0].options[0] });
    // Five styles: the lone leftover joins the first round.
    expect(buildRounds(styles.slice(0, 5), 1).map((r) => r.options.length)).toEqual([5]);
    expect(quizStep([], [])).toBeNull();
  });

  it('adds the result to the saved styles within the limit', () => {
    expect(stylesWithResult([], 4, 10)).toEqual([4]);
    expect(stylesWithResult([1, 2], 4, 10)).toEqual([4, 1, 2]);
    expect(stylesWithResult([1, 4], 4, 10)).toEqual([1, 4]);
    expect(stylesWithResult([1, 2, 3, 5, 6, 7, 8, 9, 10, 11], 4, 10)).toEqual([4, 1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });
});
