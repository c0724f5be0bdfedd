import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StarInput } from './star-input';

afterEach(cleanup);

function renderStars(value: number | null) {
  const onChange = vi.fn();
  render(
    <div>
      <span id="mine">Your rating</span>
      <StarInput value={value} labelledBy="mine" onChange={onChange} />
    </div>,
  );
  return { onChange, stars: screen.getByLabelText('Your rating').querySelectorAll('li'), word: () => document.querySelector('.dl-star-input__word')!.textContent };
}

describe('a star rating input', () => {
  it('says the chosen star in a word beside the stars, and the one under the pointer while hovering', () => {
    const { stars, word } = renderStars(4);
    expect(word()).toBe('Very good');
    fireEvent.mouseMove(stars[1].querySelector('div')!);
    expect(word()).toBe('Fair');
    // No tooltip covers what is shown above the stars.
    expect(document.querySelector('.ant-tooltip')).toBeNull();
  });

  it('says nothing before a rating, and hands on the star chosen', () => {
    const { stars, word, onChange } = renderStars(null);
    expect(word()).toBe('');
    fireEvent.click(stars[4].querySelector('div')!);
    expect(onChange).toHaveBeenCalledWith(5);
  });
});
