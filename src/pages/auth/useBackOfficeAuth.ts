import { useAuthProvider } from 'react-admin';
import type { BackOfficeAuthProvider } from '../../providers/types';

/** The auth provider with the back-office calls (2FA, recovery, activation...). */
export function useBackOfficeAuth(): BackOfficeAuthProvider {
  const provider = useAuthProvider<BackOfficeAuthProvider>();
  if (!provider) throw new Error('The auth screens need the back-office auth provider');
  return provider;
}
