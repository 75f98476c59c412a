import { useTranslate } from 'react-admin';
import { translateServerText } from '../../src/i18n/serverTexts';
import { payoutKey } from './messages';

/** A refused row as the server answers it: its words, and the payout rule it broke when it names one. */
export interface RefusedRow {
  reason: string;
  field?: string;
  problem?: { code: string; [arg: string]: unknown };
}

/** A refused row in the user's language when the server named the rule, in its words otherwise. */
export function useRowReason() {
  const translate = useTranslate();
  return (row: RefusedRow) => {
    // A payout that failed at the bank: the API's words, in the screen's language where they are known.
    if (!row.problem || !row.field) return translateServerText(translate, { text: row.reason });
    const { code, ...args } = row.problem;
    const field = translate(payoutKey(`create.${row.field}`), { _: row.field });
    return `${field}: ${translate(payoutKey(`problems.${code}`), { ...args, _: row.reason })}`;
  };
}
