import { describe, expect, it } from 'vitest';
import { displayNameOf, hasAnyPreferences, initialsOf } from './user';

const base = { displayName: '', email: 'ana.lima@example.com', firstName: null, lastName: null };
const noPrefs = { vibes: [], preferences: { styles: [], subStyles: {}, roomTypes: [], colors: {} } };

describe('user helpers', () => {
  it('shows the display name, else the full name, else the email', () => {
    expect(displayNameOf({ ...base, displayName: 'Ana at Home' })).toBe('Ana at Home');
    expect(displayNameOf({ ...base, firstName: 'Ana', lastName: 'Lima' })).toBe('Ana Lima');
    expect(displayNameOf(base)).toBe('ana.lima@example.com');
  });

  it('makes initials from the names, else from the shown name', () => {
    expect(initialsOf({ ...base, firstName: 'ana', lastName: 'lima' })).toBe('AL');
    expect(initialsOf({ ...base, firstName: 'Ana' })).toBe('A');
    expect(initialsOf({ ...base, displayName: 'Oak Loom Studio' })).toBe('OL');
    expect(initialsOf(base)).toBe('AL');
  });

  it('knows whether any preference is set', () => {
    expect(hasAnyPreferences(noPrefs)).toBe(false);
    expect(hasAnyPreferences({ ...noPrefs, vibes: [2] })).toBe(true);
    expect(hasAnyPreferences({ ...noPrefs, preferences: { ...noPrefs.preferences, colors: { 4: 1 } } })).toBe(true);
  });
});
