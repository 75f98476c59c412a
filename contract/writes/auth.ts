/** Authentication calls of spec 01 §7.2 (no token needed, except logout which revokes one). */
import { z } from 'zod';
import { LIMITS, email, optional, rule, secret, text } from '../schema/blocks';
import { write, type Write } from './write';

/** Spec 01 §7.2 payloads; the bot-check token and back-office type may be left out. */
const backOfficeType = z.literal('SHOP').optional();

export const LoginBody = z.object({
  username: text(LIMITS.email),
  password: secret(),
  token: optional(z.string().max(LIMITS.botToken)),
  backOfficeType,
});
export type LoginBody = z.output<typeof LoginBody>;

/** The second factor's code: at most 16 characters, as typed. */
export const TWO_FACTOR_CODE_MAX = 16;
export const TwoFactorBody = z.object({ session: text(LIMITS.key), code: secret(TWO_FACTOR_CODE_MAX) });
export type TwoFactorBody = z.output<typeof TwoFactorBody>;

export const FakeLoginBody = LoginBody.extend({ userKey: text(LIMITS.email) });
export type FakeLoginBody = z.output<typeof FakeLoginBody>;

export const RecoveryRequestBody = z.object({ email: email(), backOfficeType });
export type RecoveryRequestBody = z.output<typeof RecoveryRequestBody>;

/** The e-mailed key travels as `key` or `token` (spec 01 §7.2 "key/token"); one of them is needed. */
const keyOrToken = (primary: 'key' | 'token') =>
  z
    .object({ key: text(LIMITS.key).optional(), token: text(LIMITS.key).optional(), password: secret() })
    .refine((body) => (body.key ?? body.token) !== undefined, { ...rule('required'), path: [primary] });
export const PasswordResetBody = keyOrToken('key');
export type PasswordResetBody = z.output<typeof PasswordResetBody>;
export const ActivationBody = keyOrToken('token');
export type ActivationBody = z.output<typeof ActivationBody>;

export const EmailTokenBody = z.object({ token: text(LIMITS.key) });
export type EmailTokenBody = z.output<typeof EmailTokenBody>;

export const authWrites: readonly Write[] = [
  write('POST', '/login', LoginBody),
  write('POST', '/login/two-factor-auth', TwoFactorBody),
  write('POST', '/login/fake', FakeLoginBody),
  // Reads no body: revoking a session never fails on what came with it.
  write('POST', '/logout', 'none'),
  write('POST', '/recover-password', RecoveryRequestBody),
  write('PUT', '/recover-password', PasswordResetBody),
  write('POST', '/email-token', EmailTokenBody),
  write('PUT', '/activate-account', ActivationBody),
];
