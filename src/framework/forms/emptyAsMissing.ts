/**
 * An input left empty as a field not sent: a cleared NumberInput holds null and an unchosen
 * SelectInput or DateFormInput '', which a contract schema would call "must be a number" where
 * the user needs "Required". JSON drops the undefined field, so the API reads it missing too.
 *
 *     const toBody = (v: Values) => ({ id: emptyAsMissing(v.id), amount: emptyAsMissing(v.amount) });
 */
export const emptyAsMissing = <T>(value: T | null | ''): T | undefined => (value === null || value === '' ? undefined : value);
