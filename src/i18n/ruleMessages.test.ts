import { describe, expect, it } from 'vitest';
import { RULE_TEXTS } from '../../contract/schema/ruleTexts';
import { ruleMessages } from './ruleMessages';

const paramsOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();

describe('the contract rules in three languages', () => {
  it('says in English exactly what the API says, capitalised', () => {
    for (const [code, text] of Object.entries(RULE_TEXTS)) {
      const form = ruleMessages.en.rules[code as keyof typeof RULE_TEXTS];
      expect(form.replace(/%\{(\w+)\}/g, '{$1}').toLowerCase(), code).toBe(text.toLowerCase());
    }
  });

  it('fills in the same parameters in Spanish and Portuguese', () => {
    for (const [code, text] of Object.entries(RULE_TEXTS)) {
      const wanted = paramsOf(text, /\{(\w+)\}/g);
      for (const locale of ['es', 'pt'] as const) {
        const form = ruleMessages[locale].rules[code as keyof typeof RULE_TEXTS];
        expect(paramsOf(form, /%\{(\w+)\}/g), `${locale} ${code}`).toEqual(wanted);
      }
    }
  });
});
