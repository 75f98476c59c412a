import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordInput, required } from 'react-admin';
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

/** Password and confirm-password, both required and equal ('passwords do not match'). */
export const PasswordPairInputs = ({ passwordLabel, confirmLabel }: { passwordLabel: string; confirmLabel: string }) => (
  <>
    <PasswordInput source="password" label={passwordLabel} autoComplete="new-password" validate={required(REQUIRED)} fullWidth />
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
