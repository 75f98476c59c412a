import { z } from 'zod';
import { parseDateText } from '../dateText';
import { rule } from './blocks';

/** A day as the screens send it (dd/MM/yyyy…, or ISO 'yyyy-MM-dd' from a date picker), read as its start (ISO text). */
export const day = () =>
  z.string().transform((value, context) => {
    const parsed = parseDateText(value, 'from');
    if (!parsed) context.addIssue({ code: 'custom', input: value, ...rule('day_date') });
    return parsed ?? '';
  });
