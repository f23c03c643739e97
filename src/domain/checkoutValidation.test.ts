import { type CheckoutProblemCode, type CustomerForm, validateCustomer } from './checkoutValidation';

const valid: CustomerForm = {
  fullName: 'Rahim Uddin',
  mobile: '01712345678',
  email: '',
  shortAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
  note: '',
  pickupPoint: 'HOME',
  pickupDistrict: 'INSIDE_DHAKA',
  createAccount: false,
  password: '',
  confirmPassword: '',
};

const withAccount: Partial<CustomerForm> = { createAccount: true, password: 'secret1', confirmPassword: 'secret1' };

describe('validateCustomer', () => {
  it.each<[string, Partial<CustomerForm>, number, CheckoutProblemCode | null]>([
    ['a complete guest form', {}, 1250, null],
    ['a complete form with an account', withAccount, 1250, null],
    ['1 empty name', { fullName: '' }, 1250, 'nameMissing'],
    ['1 blank name', { fullName: '   ' }, 1250, 'nameMissing'],
    ['2 empty mobile', { mobile: '' }, 1250, 'mobileMissing'],
    ['2 blank mobile', { mobile: ' \t ' }, 1250, 'mobileMissing'],
    ['3 mobile with a wrong operator digit', { mobile: '01212345678' }, 1250, 'mobileInvalid'],
    ['3 mobile too short', { mobile: '0171234567' }, 1250, 'mobileInvalid'],
    ['3 mobile too long', { mobile: '017123456789' }, 1250, 'mobileInvalid'],
    ['3 mobile with a letter', { mobile: '0171234567a' }, 1250, 'mobileInvalid'],
    ['3 mobile with a foreign prefix', { mobile: '+9101712345678' }, 1250, 'mobileInvalid'],
    ['4 email without a domain', { email: 'rahim@' }, 1250, 'emailInvalid'],
    ['4 email without a dot in the domain', { email: 'rahim@mail' }, 1250, 'emailInvalid'],
    ['4 email with a space', { email: 'rahim uddin@mail.com' }, 1250, 'emailInvalid'],
    ['4 email with markup', { email: '<script>@x.com' }, 1250, 'emailInvalid'],
    ['4 email with a quote in the domain', { email: 'rahim@mail".com' }, 1250, 'emailInvalid'],
    ['4 email with a one-letter top-level name', { email: 'rahim@mail.c' }, 1250, 'emailInvalid'],
    ['4 email with two @', { email: 'rahim@uddin@mail.com' }, 1250, 'emailInvalid'],
    ['5 empty address', { shortAddress: '' }, 1250, 'addressMissing'],
    ['5 blank address', { shortAddress: '  ' }, 1250, 'addressMissing'],
    ['6 account without a password', { ...withAccount, password: '', confirmPassword: '' }, 1250, 'passwordMissing'],
    ['6 account with a blank password', { ...withAccount, password: '      ', confirmPassword: '      ' }, 1250, 'passwordMissing'],
    ['7 account with a 5-character password', { ...withAccount, password: '12345', confirmPassword: '12345' }, 1250, 'passwordTooShort'],
    ['7 account with a 6-character password', { ...withAccount, password: 'abc123', confirmPassword: 'abc123' }, 1250, null],
    ['8 account with a different confirmation', { ...withAccount, confirmPassword: 'secret2' }, 1250, 'passwordMismatch'],
    ['9 payable total of 0', {}, 0, 'payableNotPositive'],
    ['9 negative payable total', {}, -80, 'payableNotPositive'],
    ['9 payable total that is not a number', {}, Number.NaN, 'payableNotPositive'],
  ])('%s', (_, change, payable, expected) => {
    expect(validateCustomer({ ...valid, ...change }, payable)?.code ?? null).toBe(expected);
  });

  it.each<[string, Partial<CustomerForm>, number, CheckoutProblemCode]>([
    [
      'everything wrong shows the name message',
      { fullName: '', mobile: '', email: 'x', shortAddress: '', createAccount: true, password: '' },
      0,
      'nameMissing',
    ],
    ['empty mobile comes before a bad email', { mobile: '', email: 'x' }, 1250, 'mobileMissing'],
    ['a bad mobile comes before a bad email', { mobile: '0123', email: 'x' }, 1250, 'mobileInvalid'],
    ['a bad email comes before a missing address', { email: 'x', shortAddress: '' }, 1250, 'emailInvalid'],
    ['a missing address comes before a missing password', { shortAddress: '', ...withAccount, password: '' }, 1250, 'addressMissing'],
    ['a short password comes before a mismatch', { ...withAccount, password: 'abc', confirmPassword: 'xyz' }, 1250, 'passwordTooShort'],
    ['a mismatch comes before a zero total', { ...withAccount, confirmPassword: 'other1' }, 0, 'passwordMismatch'],
  ])('%s', (_, change, payable, expected) => {
    expect(validateCustomer({ ...valid, ...change }, payable)?.code ?? null).toBe(expected);
  });

  it.each([
    ['+8801712345678'],
    ['8801712345678'],
    ['008801712345678'],
    ['017-1234-5678'],
    [' 01912345678 '],
    ['01312345678'],
    ['01112345678'],
  ])('accepts the mobile %j', (mobile) => {
    expect(validateCustomer({ ...valid, mobile }, 1250)).toBeNull();
  });

  it.each([['rahim@mail.com'], [' rahim.uddin+shop@mail.example.bd '], ["o'neil_92@sub-domain.example.com"], ['   ']])(
    'accepts the email %j',
    (email) => {
      expect(validateCustomer({ ...valid, email }, 1250)).toBeNull();
    },
  );

  it('ignores password fields when no account is created', () => {
    expect(validateCustomer({ ...valid, password: 'abc', confirmPassword: 'xyz' }, 1250)).toBeNull();
  });
});

describe('the field a problem is about', () => {
  it.each<[string, Partial<CustomerForm>, number, string | null]>([
    ['a missing name', { fullName: '' }, 1250, 'fullName'],
    ['a bad mobile', { mobile: '0123' }, 1250, 'mobile'],
    ['a bad email', { email: 'x' }, 1250, 'email'],
    ['a missing address', { shortAddress: '' }, 1250, 'shortAddress'],
    ['a short password', { ...withAccount, password: 'abc', confirmPassword: 'abc' }, 1250, 'password'],
    ['a different confirmation', { ...withAccount, confirmPassword: 'other1' }, 1250, 'confirmPassword'],
    ['a zero total, which is no field', {}, 0, null],
  ])('%s', (_name, change, payable, field) => {
    expect(validateCustomer({ ...valid, ...change }, payable)?.field).toBe(field);
  });
});
