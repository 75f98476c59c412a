/**
 * What the sign-in pages send (contract/writes/auth.ts), built from what their forms hold, and the
 * contract's rules for their fields: each page sends `toXBody(values)` and validates with the
 * rules of that same body, so the form refuses what the API would answer with a 400.
 */
import {
  ActivationBody,
  FakeLoginBody,
  LoginBody,
  PasswordResetBody,
  RecoveryRequestBody,
  TwoFactorBody,
} from '../../../contract/writes/auth';
import { schemaRules } from '../../framework/rules';
import { REQUIRED } from './validators';

/** Spec 01 §5 words a missing field 'This field is required'. */
const SPEC_WORDS = { required: REQUIRED };

type Values = Record<string, unknown>;
const typed = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The username is trimmed; a password is taken as typed. The bot-check token joins at sending. */
export const toLoginBody = (values: Values) => ({ username: typed(values.username).trim(), password: typed(values.password) });
export const loginRules = schemaRules(LoginBody, toLoginBody, SPEC_WORDS);

/** Impersonation: the agent's own credentials, and the user named in the address. */
export const toFakeLoginBody = (userKey: string) => (values: Values) => ({ ...toLoginBody(values), userKey });
export const fakeLoginRules = (userKey: string) => schemaRules(FakeLoginBody, toFakeLoginBody(userKey), SPEC_WORDS);

/** The second factor's code; the pending session travels beside it from the provider, not the form. */
export const toTwoFactorCode = (values: Values) => ({ code: typed(values.code).trim() });
export const twoFactorRules = schemaRules(TwoFactorBody.pick({ code: true }), toTwoFactorCode, SPEC_WORDS);

export const toRecoveryBody = (values: Values) => ({ email: typed(values.email).trim() });
export const recoveryRules = schemaRules(RecoveryRequestBody, toRecoveryBody, SPEC_WORDS);

/** A new password for the e-mailed key (recovery) or token (activation); the confirmation stays in the form. */
export const toPasswordResetBody = (key: string) => (values: Values) => ({ key, password: typed(values.password) });
export const passwordResetRules = (key: string) => schemaRules(PasswordResetBody, toPasswordResetBody(key), SPEC_WORDS);
export const toActivationBody = (token: string) => (values: Values) => ({ token, password: typed(values.password) });
export const activationRules = (token: string) => schemaRules(ActivationBody, toActivationBody(token), SPEC_WORDS);
