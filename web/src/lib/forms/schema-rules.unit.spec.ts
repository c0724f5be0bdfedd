import { describe, expect, it } from 'vitest';
import { resetPasswordInput, signUpInput, stylesInput } from '@decorlook/domain/identity/user.rules';
import { schemaErrors } from './schema-rules';

describe('schema errors (the shared rules, first message per field)', () => {
  it('gives the spec texts for the sign-up form', () => {
    expect(schemaErrors(signUpInput, { type: 'business', email: 'nope', password: 'short', passwordRepeat: 'x', terms: true })).toEqual({
      email: 'Email must be a valid email address',
      password: 'Password should be at least 8 characters',
      passwordRepeat: 'Passwords should match',
      businessName: 'This field is required',
    });
    expect(schemaErrors(signUpInput, { type: 'personal', email: 'a@b.co', password: 'longenough', passwordRepeat: 'longenough', terms: true })).toEqual({
      password: 'Password must include a number',
    });
  });

  it('gives the reset and style-picker texts', () => {
    expect(schemaErrors(resetPasswordInput, { token: '', email: '', password: 'secret123', confirmation: 'secret123' })).toMatchObject({
      token: "Required data doesn't provided",
      email: "Required data doesn't provided",
    });
    expect(schemaErrors(stylesInput, { styles: [] })).toEqual({ styles: 'This field cant be empty' });
    expect(schemaErrors(stylesInput, { styles: Array.from({ length: 11 }, (_, i) => i + 1) }).styles).toBeTruthy();
    expect(schemaErrors(stylesInput, { styles: [1, 2] })).toEqual({});
  });
});
