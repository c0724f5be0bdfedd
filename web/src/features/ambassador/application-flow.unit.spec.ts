import { describe, expect, it } from 'vitest';
import { applicationStep, type ApplicationFlowInput } from './application-flow';

const member = (change: Partial<{ status: 'complete' | 'no_pref' | 'pre_complete' | 'invited' | 'unconfirmed'; ambassador: boolean; hasVerifiedEmail: 0 | 1 | boolean }> = {}): ApplicationFlowInput['session'] => ({
  status: 'signedIn',
  user: { status: 'complete', ambassador: false, hasVerifiedEmail: 1, ...change },
});

describe('the ambassador application flow (spec 4)', () => {
  it('sends a guest to sign-in', () => {
    expect(applicationStep({ session: { status: 'visitor' }, signingInByInvitation: false })).toBe('sign-in');
  });

  it('opens the verify-email prompt for an unverified email', () => {
    expect(applicationStep({ session: member({ hasVerifiedEmail: 0 }), signingInByInvitation: false })).toBe('verify-email');
    expect(applicationStep({ session: member({ hasVerifiedEmail: false }), signingInByInvitation: false })).toBe('verify-email');
  });

  it('sends an ambassador to ambassador management, verified or not', () => {
    expect(applicationStep({ session: member({ ambassador: true }), signingInByInvitation: false })).toBe('ambassador');
    expect(applicationStep({ session: member({ ambassador: true, hasVerifiedEmail: 0 }), signingInByInvitation: false })).toBe('ambassador');
  });

  it('opens the application dialog for a verified member, with or without chosen styles', () => {
    expect(applicationStep({ session: member(), signingInByInvitation: false })).toBe('apply');
    expect(applicationStep({ session: member({ status: 'no_pref' }), signingInByInvitation: false })).toBe('apply');
  });

  it('asks an invited account for its name and password first, then for the application', () => {
    expect(applicationStep({ session: member({ status: 'unconfirmed' }), signingInByInvitation: false })).toBe('confirm-details');
    expect(applicationStep({ session: member({ status: 'invited' }), signingInByInvitation: false })).toBe('confirm-details');
    expect(applicationStep({ session: member({ status: 'pre_complete' }), signingInByInvitation: false })).toBe('apply');
  });

  it('waits while the user loads or an invitation code is being exchanged', () => {
    expect(applicationStep({ session: { status: 'loading' }, signingInByInvitation: false })).toBe('wait');
    expect(applicationStep({ session: { status: 'visitor' }, signingInByInvitation: true })).toBe('wait');
    expect(applicationStep({ session: member({ ambassador: true }), signingInByInvitation: true })).toBe('wait');
  });
});
