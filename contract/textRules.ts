/**
 * Text that may reach a mail header (a subject, a sender or recipient name, an address) or a
 * one-line field of a record: the one rule the forms check before sending and the fake API
 * enforces (fake-api/validation.ts), as they share uploadRules.ts. A line break there lets a
 * caller write headers of their own ("Subject: Hi\r\nBcc: everyone@…", RFC 5322 header
 * injection), so every control character is refused, not stripped: C0 (CR, LF, TAB, NUL…),
 * DEL, C1 (U+0080–U+009F, NEL among them) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** The API's words, after the field's name (fake-api/validation.ts style); the forms say `grid.control_characters`. */
export const CONTROL_CHARACTERS_PROBLEM = 'must not hold line breaks or other control characters';
