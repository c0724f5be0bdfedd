import { describe, expect, it } from 'vitest';
import { createTokenService } from '@decorlook/infra/identity/tokens';
import { isReactor } from '@decorlook/infra/projections/types';
import { PROJECTOR_NAMES, REPLAYABLE_NAMES, createProjectors } from './index';

describe('the projector registry', () => {
  const all = createProjectors({ tokens: createTokenService('x'.repeat(32)), publicUrl: 'http://localhost' });

  it('names exactly what the runner runs, once each', () => {
    expect(PROJECTOR_NAMES).toEqual(all.map((p) => p.name));
    expect(new Set(PROJECTOR_NAMES).size).toBe(PROJECTOR_NAMES.length);
  });

  it('leaves the mail reactor out of what a replay may rebuild', () => {
    expect(REPLAYABLE_NAMES).toEqual(all.filter((p) => !isReactor(p)).map((p) => p.name));
    expect(PROJECTOR_NAMES).toContain('mail');
    expect(REPLAYABLE_NAMES).not.toContain('mail');
  });
});
