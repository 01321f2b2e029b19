import { describe, expect, it } from 'vitest';
import { ACCOUNT_STRINGS } from './account-strings.ts';
import { emailFormat, required, requiredEmail, validateChangePassword, validateResetPassword } from './account-validation.ts';

describe('field validators', () => {
  it('requires a value that is not only whitespace', () => {
    expect(required(undefined)).toBe('This Field is Required');
    expect(required('   ')).toBe('This Field is Required');
    expect(required('x')).toBeUndefined();
  });

  it('checks the e-mail format only once something is typed', () => {
    expect(emailFormat('')).toBeUndefined();
    expect(emailFormat('manager@example')).toBe('Invalid email address');
    expect(emailFormat('not an email')).toBe('Invalid email address');
    expect(emailFormat('Front.Desk+1@Example.co.uk')).toBeUndefined();
  });

  it('reports the required text before the format text', () => {
    expect(requiredEmail('')).toBe(ACCOUNT_STRINGS.required);
    expect(requiredEmail('a@b')).toBe(ACCOUNT_STRINGS.invalidEmail);
  });
});

describe('password pairs', () => {
  it('change password: current, new and confirm required, mismatch without a dot', () => {
    expect(validateChangePassword({})).toEqual({
      currentPassword: 'This Field is Required',
      password: 'This Field is Required',
      confirmPassword: 'This Field is Required',
    });
    const current = { currentPassword: 'old-one-9' };
    expect(validateChangePassword({ ...current, password: 'abc12345', confirmPassword: 'abc1234' })).toEqual({ confirmPassword: "Your password don't match" });
    expect(validateChangePassword({ ...current, password: 'abc12345', confirmPassword: 'abc12345' })).toEqual({});
  });

  it('reset password: mismatch with the dot', () => {
    expect(validateResetPassword({ password: 'one', confirmPassword: 'two' })).toEqual({ confirmPassword: "Your password don't match." });
    expect(validateResetPassword({ password: 'same', confirmPassword: 'same' })).toEqual({});
  });
});
