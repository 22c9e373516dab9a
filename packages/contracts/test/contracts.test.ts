import fs from 'fs';
import path from 'path';
import {
  ChangePasswordBodySchema,
  ContactBodySchema,
  LoginBodySchema,
  PageVisitBodySchema,
  PasswordSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  RegisterFormSchema,
  VALIDATION_KEYS,
  fieldsWithHalfWidthKatakana,
  formatDeviceType,
  hasHalfWidthKatakana,
  parseDeviceType,
} from '../src';
import { CONTACT_REGIONS, HONEYPOT_FIELD, LINK_TOKEN_PATTERN } from '../src/form-constants';
import { LinkTokenSchema } from '../src/fields';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}=${issue.message}`);

const validRegister = {
  companyName: 'Acme Components',
  username: 'Hanako',
  email: 'Hanako@Example.com',
  password: 'Blue-Kettle-93',
  confirmPassword: 'Blue-Kettle-93',
  agreement: true,
};

describe('field schemas', () => {
  it('accepts a password with upper, lower, digit and special, of 8 to 20 characters', () => {
    expect(PasswordSchema.safeParse('Blue-Kettle-93').success).toBe(true);
    expect(PasswordSchema.safeParse(`Aa1!${'x'.repeat(16)}`).success).toBe(true);
    expect(messagesOf(PasswordSchema.safeParse(`Aa1!${'x'.repeat(17)}`))).toEqual([
      '=validation:password.tooLong',
    ]);
  });

  it.each([
    ['', 'validation:password.required'],
    ['Aa1!', 'validation:password.tooShort'],
    ['blue-kettle-93', 'validation:password.uppercase'],
    ['BLUE-KETTLE-93', 'validation:password.lowercase'],
    ['Blue-Kettle-xx', 'validation:password.digit'],
    ['BlueKettle93', 'validation:password.special'],
  ])('rejects %p with %s', (password, key) => {
    expect(messagesOf(PasswordSchema.safeParse(password))).toContain(`=${key}`);
  });

  it('gives the spec messages for login', () => {
    expect(messagesOf(LoginBodySchema.safeParse({ email: '', password: '' }))).toEqual([
      'email=validation:email.required',
      'password=validation:password.required',
    ]);
    expect(messagesOf(LoginBodySchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      'email=validation:email.invalid',
    ]);
  });

  it('answers a wrong type with the field message, never a raw zod text', () => {
    for (const body of [
      { email: 5, password: {} },
      { email: [], password: null },
    ]) {
      for (const message of messagesOf(LoginBodySchema.safeParse(body)))
        expect(message).toMatch(/=validation:/);
    }
    expect(messagesOf(LoginBodySchema.safeParse(null))).toEqual(['=validation:body.invalid']);
    expect(messagesOf(LoginBodySchema.safeParse([]))).toEqual(['=validation:body.invalid']);
  });
});

describe('register', () => {
  it('normalizes the email and accepts a valid body', () => {
    const parsed = RegisterBodySchema.parse(validRegister);
    expect(parsed.email).toBe('hanako@example.com');
  });

  it('reports mismatching passwords even while other fields are missing', () => {
    const result = RegisterBodySchema.safeParse({
      ...validRegister,
      username: '',
      confirmPassword: 'Other-Kettle-93',
    });
    expect(messagesOf(result)).toEqual([
      'username=validation:username.required',
      'confirmPassword=validation:password.mismatch',
    ]);
  });

  it('requires the agreement, and the form requires the documents to be reviewed first', () => {
    expect(messagesOf(RegisterBodySchema.safeParse({ ...validRegister, agreement: false }))).toEqual([
      'agreement=validation:register.agreeTerms',
    ]);
    expect(messagesOf(RegisterFormSchema.safeParse({ ...validRegister, reviewed: false }))).toEqual([
      'agreement=validation:register.reviewFirst',
    ]);
  });
});

describe('contact and member bodies', () => {
  it('uses the contact texts of the spec', () => {
    expect(messagesOf(ContactBodySchema.safeParse({ privacyConsent: true }))).toEqual([
      'region=validation:contact.regionRequired',
      'content=validation:contact.contentRequired',
      'email=validation:contact.emailRequired',
    ]);
    const ok = ContactBodySchema.parse({
      region: 'east-asia',
      content: 'Lead times?',
      email: 'a@example.com',
      privacyConsent: true,
    });
    expect(ok.company).toBe('');
  });

  it('requires current and new password for a change', () => {
    expect(messagesOf(ChangePasswordBodySchema.safeParse({ confirmPassword: 'x' }))).toEqual([
      'currentPassword=validation:password.currentRequired',
      'newPassword=validation:password.newRequired',
    ]);
    expect(
      messagesOf(
        ChangePasswordBodySchema.safeParse({ currentPassword: 'a', newPassword: 'x', confirmPassword: 'y' }),
      ),
    ).toContain('confirmPassword=validation:password.mismatch');
  });
});

describe('names', () => {
  const names = { RegisterBodySchema, ProfileBodySchema };
  it.each([
    ['NUL', '\u0000'],
    ['CR/LF', 'Hanako\r\nBcc: x@example.test'],
    ['a C1 control', 'Hana\u0085ko'],
    ['a right-to-left override', 'Hanako\u202eexe.txt'],
    ['isolates', '\u2066Hanako\u2069'],
    ['a direction mark', 'Hana\u200fko'],
    ['a zero-width space', 'Hana\u200bko'],
    ['a line separator', 'Hana\u2028ko'],
    ['a Hangul filler', '\u3164'],
  ])('refuses %s in every name field', (_label, value) => {
    for (const schema of Object.values(names)) {
      expect(messagesOf(schema.safeParse({ ...validRegister, username: value, companyName: value }))).toEqual(
        expect.arrayContaining([
          'username=validation:text.invisibleCharacters',
          'companyName=validation:text.invisibleCharacters',
        ]),
      );
    }
    expect(
      messagesOf(
        ContactBodySchema.safeParse({
          region: 'japan',
          content: 'Lead times, please.',
          email: 'a@example.com',
          company: value,
          privacyConsent: true,
        }),
      ),
    ).toEqual(['company=validation:text.invisibleCharacters']);
  });

  it('keeps names of every script, joined emoji included, and counts a lone joiner as empty', () => {
    for (const name of ['山田 太郎', '张伟', "O'Brien & Co.", 'Zoë', '👩‍🔧 Hanako'])
      expect(ProfileBodySchema.safeParse({ username: name, companyName: name }).success).toBe(true);
    expect(messagesOf(ProfileBodySchema.safeParse({ username: '\u200d', companyName: 'Acme' }))).toEqual([
      'username=validation:username.required',
    ]);
  });
});

describe('page visits', () => {
  it('parses the device type the spec describes', () => {
    expect(parseDeviceType('computer Japanese')).toEqual({
      device: 'computer',
      language: 'Japanese',
      suffix: null,
    });
    expect(parseDeviceType('mobile English test')).toEqual({
      device: 'mobile',
      language: 'English',
      suffix: 'test',
    });
    expect(parseDeviceType('tablet English')).toBeNull();
    expect(formatDeviceType('mobile', 'zh')).toBe('mobile Chinese');
    expect(
      PageVisitBodySchema.safeParse({ pageTitle: 'News', pageUrl: '/zh/news', deviceType: 'mobile Chinese' })
        .success,
    ).toBe(true);
    expect(
      PageVisitBodySchema.safeParse({
        pageTitle: 'x',
        pageUrl: 'javascript:alert(1)',
        deviceType: 'mobile Chinese',
      }).success,
    ).toBe(false);
  });
});

describe('half-width katakana', () => {
  it('detects half-width katakana only', () => {
    expect(hasHalfWidthKatakana('ｶﾀｶﾅ')).toBe(true);
    expect(hasHalfWidthKatakana('カタカナ')).toBe(false);
    expect(fieldsWithHalfWidthKatakana({ a: 'ﾃｽﾄ', b: 'テスト', c: 3 })).toEqual(['a']);
  });
});

describe('validation translations', () => {
  const flatten = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it.each(['jp', 'zh', 'en'])(
    'locales/%s/validation.json has exactly the keys of the contracts',
    (locale) => {
      const file = path.join(__dirname, '../../../locales', locale, 'validation.json');
      const keys = flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
      expect([...keys].sort()).toEqual([...VALIDATION_KEYS].sort());
    },
  );

  it('keeps the English texts of the spec', () => {
    const en = JSON.parse(fs.readFileSync(require.resolve('@site/locales/en/validation.json'), 'utf8'));
    expect(en.email.required).toBe('Please enter your email address');
    expect(en.email.invalid).toBe('Please enter a valid email address.');
    expect(en.password.required).toBe('Please enter your password');
    expect(en.password.mismatch).toBe('Passwords do not match');
    expect(en.username.required).toBe('Please enter your username');
    expect(en.companyName.required).toBe('Please enter your company name');
    expect(en.register.agreeTerms).toBe('Please agree to the Terms of Service');
    expect(en.register.reviewFirst).toBe('Please review the Terms of Service and Privacy Policy first');
    expect(en.contact.regionRequired).toBe('*Contact destination is required.');
    expect(en.contact.contentRequired).toBe('*Inquiry details are required.');
    expect(en.contact.emailRequired).toBe('*Email address is required.');
  });
});

/** Browser-safe entries of other workspace packages (the part search's vocabulary). */
const SAFE_ENTRIES = ['@site/parts/vocabulary'];

describe('browser safety', () => {
  const importsOf = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]);

  it('imports nothing but zod, its own files and browser-safe entries', () => {
    const dir = path.join(__dirname, '../src');
    for (const file of fs.readdirSync(dir)) {
      for (const target of importsOf(path.join(dir, file)))
        expect(target === 'zod' || target.startsWith('./') || SAFE_ENTRIES.includes(target)).toBe(true);
    }
  });

  it('the browser-safe entries import only their own files, nothing of Node', () => {
    for (const entry of SAFE_ENTRIES) {
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const target of importsOf(file)) {
          expect(`${entry}: ${target}`).toMatch(/: \.\//);
          visit(path.resolve(path.dirname(file), `${target}.ts`));
        }
      };
      visit(require.resolve(entry));
    }
  });
});

describe('form constants', () => {
  test('the zod-free module imports nothing, and the schemas use its values', () => {
    const source = fs.readFileSync(path.join(__dirname, '../src/form-constants.ts'), 'utf8');
    expect(source).not.toMatch(/\bimport\b/);
    const tokens = [
      'a'.repeat(20),
      'A-b_9'.repeat(4),
      'x'.repeat(19),
      'x'.repeat(129),
      'bad token with spaces!!',
      '',
    ];
    for (const token of tokens)
      expect(LINK_TOKEN_PATTERN.test(token)).toBe(LinkTokenSchema.safeParse(token).success);
    expect(ContactBodySchema.shape.region.options).toEqual([...CONTACT_REGIONS]);
    expect(HONEYPOT_FIELD in RegisterBodySchema.shape).toBe(true);
  });
});
