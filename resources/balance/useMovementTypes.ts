import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { balanceKey } from './messages';
import { MOVEMENT_TYPES } from '../../contract/balance/movementTypes';

/** The ledger's movement types in the screen's language: a code's name, and the choices of a type filter. */
export function useMovementTypes() {
  const translate = useTranslate();
  return useMemo(() => {
    const nameOf = (code: string) => translate(balanceKey(`movement_types.${code}`), { _: code });
    return { nameOf, choices: MOVEMENT_TYPES.map((code) => ({ id: code, name: nameOf(code) })) };
  }, [translate]);
}
