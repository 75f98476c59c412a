import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordInput, required, type Validator } from 'react-admin';
import { REQUIRED, matchesPassword } from './validators';

const CONFIRM = 'confirmPassword';

/** Editing the password revalidates a confirmation the user already typed (spec 01 §5). */
const RevalidateConfirmation = () => {
  const { trigger, getValues } = useFormContext();
  const password: unknown = useWatch({ name: 'password' });
  useEffect(() => {
    // Only the password's changes matter; a confirmation not typed yet is not nagged about.
    if (getValues(CONFIRM)) void trigger(CONFIRM);
  }, [password, trigger, getValues]);
  return null;
};

interface PasswordPairProps {
  passwordLabel: string;
  confirmLabel: string;
  /** The contract's rules for the password the page sends (./authBodies). */
  passwordRules: Validator;
}

/**
 * Password and confirm-password: the password by the contract's rules, the confirmation (which is
 * never sent) required and equal to it ('passwords do not match').
 */
export const PasswordPairInputs = ({ passwordLabel, confirmLabel, passwordRules }: PasswordPairProps) => (
  <>
    <PasswordInput source="password" label={passwordLabel} autoComplete="new-password" validate={passwordRules} fullWidth />
    <PasswordInput
      source={CONFIRM}
      label={confirmLabel}
      autoComplete="new-password"
      validate={[required(REQUIRED), matchesPassword]}
      fullWidth
    />
    <RevalidateConfirmation />
  </>
);
