import fs from 'fs';
import path from 'path';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  RegisterFormSchema,
  ResetPasswordBodySchema,
} from '../src';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/fields';

const LOCALES = path.resolve(__dirname, '../../../locales');
const strings = (locale: string, bundle: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, locale, `${bundle}.json`), 'utf8'));

/** A password that meets every rule but the length: upper, lower, digit, special, then letters. */
const ofLength = (length: number) => `Aa1!${'x'.repeat(length - 4)}`;

const TOKEN = 'T'.repeat(43);
const forms = {
  register: (password: string) =>
    RegisterBodySchema.safeParse({
      companyName: 'Acme',
      username: 'Aki',
      email: 'aki@example.com',
      password,
      confirmPassword: password,
      agreement: true,
    }),
  'register form': (password: string) =>
    RegisterFormSchema.safeParse({
      companyName: 'Acme',
      username: 'Aki',
      email: 'aki@example.com',
      password,
      confirmPassword: password,
      agreement: true,
      reviewed: true,
    }),
  'password reset and consent': (password: string) =>
    ResetPasswordBodySchema.safeParse({ token: TOKEN, password, confirmPassword: password }),
  'change password': (password: string) =>
    ChangePasswordBodySchema.safeParse({
      currentPassword: 'Old-pass1!',
      newPassword: password,
      confirmPassword: password,
    }),
};

describe('password length: 8 to 20 characters, as the spec’s hint says', () => {
  it.each(Object.entries(forms))('%s accepts 8 and 20 characters, refuses 7 and 21', (_, parse) => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(20);
    expect(parse(ofLength(8)).success).toBe(true);
    expect(parse(ofLength(20)).success).toBe(true);
    expect(parse(ofLength(7)).success).toBe(false);
    expect(parse(ofLength(21)).success).toBe(false);
  });

  it('login still takes a password set before the rule, up to its own bound', () => {
    expect(LoginBodySchema.safeParse({ email: 'aki@example.com', password: ofLength(64) }).success).toBe(
      true,
    );
    expect(LoginBodySchema.safeParse({ email: 'aki@example.com', password: ofLength(129) }).success).toBe(
      false,
    );
  });

  it.each(['jp', 'zh', 'en'])(
    '%s: the hint every form shows and the messages state the same bounds',
    (locale) => {
      const hint: string = strings(locale, 'account').password.rules;
      expect(hint).toMatch(new RegExp(`${PASSWORD_MIN_LENGTH}\\D{1,2}${PASSWORD_MAX_LENGTH}`));
      expect(strings(locale, 'account').password).not.toHaveProperty('dialogHint');
      const messages = strings(locale, 'validation').password;
      expect(messages.tooShort).toContain(String(PASSWORD_MIN_LENGTH));
      expect(messages.tooLong).toContain(String(PASSWORD_MAX_LENGTH));
      expect(messages.tooLong).not.toContain('128');
    },
  );
});
