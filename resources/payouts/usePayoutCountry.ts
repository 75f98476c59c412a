import { useDataProvider } from 'react-admin';
import { useLookup } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { CNPJ_DOCUMENT_TYPE, ruleOf, type CountryRule } from '../../contract/payouts/payoutRules';
import type { CodeName, PayoutConfig } from './types';
import { usePayoutConfig } from './usePayoutConfig';

export interface PayoutCountry {
  config: PayoutConfig & { loading: boolean };
  rule: CountryRule;
  documentTypes: { id: number; name: string; disabled?: boolean }[];
  banks: { id: string; name: string }[];
  accountTypes: CodeName[];
  cnpjActive: boolean;
}

/**
 * What the payout form offers for the chosen country, channel and shop (spec 02 §7: payout config
 * by country, channel and shop; account types by country): documents (CNPJ disabled when the
 * server says the company id is not active), banks, account types and the country's rules.
 */
export function usePayoutCountry(country: string | undefined, shopId: unknown, payoutChannel: string | undefined): PayoutCountry {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const config = usePayoutConfig({ countryCode: country || undefined, shopId: shopId ? String(shopId) : undefined, payoutChannel });
  const { data: accountTypes = [] } = useLookup(
    ['config', 'account-Types', country ?? ''],
    () => dataProvider.config<CodeName[]>('account-Types', { countryCode: country }),
    Boolean(country),
  );
  const cnpjActive = config.cnpjIncludedAndActive !== false;
  const documentTypes = (country ? (config.payoutDocumentsType ?? []) : []).map((d) => ({
    ...d,
    disabled: country === 'BR' && d.id === CNPJ_DOCUMENT_TYPE && !cnpjActive,
  }));
  const banks = (country ? (config.payoutBanksType ?? []) : []).map((b) => ({ id: b.name, name: b.name }));
  return {
    config,
    rule: ruleOf(country),
    documentTypes,
    banks,
    accountTypes: country && Array.isArray(accountTypes) ? accountTypes : [],
    cnpjActive,
  };
}
