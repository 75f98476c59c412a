import type { Profile } from '../../contract/access/types';
import { useSession } from './SessionContext';

/** The logged-in profile (null when logged out or it has no role, spec 01 §3.1). */
export const useProfile = (): Profile | null => useSession().getProfile();
