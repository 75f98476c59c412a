import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { WizardActions, formatDateUtc, formatMoney } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { REFUND_LIMITS } from '../../contract/refunds/refundRules';
import { detailsRule, withinLookupRefundable } from './refundValidators';
import { refundKey } from './refundKey';
import type { RefundConfig } from '../../contract/refunds/types';
import type { RefundWizardValues } from './wizardValues';

const SHOP_RULE = detailsRule('shopId');
const PASSPORT_RULE = detailsRule('passportId');
const AMOUNT_RULES = [detailsRule('amountToBeRefunded'), withinLookupRefundable];
const EMAIL_RULE = detailsRule('customerEmail');

/** The currency the refund is paid in: the pay-in's, or the shop's (GET shop-request-refund/{shopId}). */
function useRefundCurrency(shopId: number | string, transactionCurrency: string | null | undefined) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({
    queryKey: ['refunds', 'shop', String(shopId)],
    queryFn: () => dataProvider.shopRefundInfo(shopId),
    enabled: !transactionCurrency && shopId !== '' && shopId !== undefined,
    staleTime: 5 * 60 * 1000,
  });
  return transactionCurrency ?? data?.currencyCode;
}

/**
 * The details step (spec 02 §5): the shop (the pay-in's, fixed, when there is one), the passport /
 * national id, the amount (at least 0.01, at most 16 characters, not above what is left of the
 * pay-in) and the customer's e-mail. Next needs REFUND ADD.
 */
export function DetailsStep({ config, onBack, onNext }: { config: RefundConfig; onBack(): void; onNext(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canAdd } = useCanAccess({ resource: 'REFUND', action: 'ADD' });
  const lookup = useWatch<RefundWizardValues, 'lookup'>({ name: 'lookup' });
  const shopId = useWatch<RefundWizardValues, 'shopId'>({ name: 'shopId' });
  const refund = lookup?.refund;
  const byTransaction = Boolean(refund?.transactionId && refund.refundable !== null);
  const currency = useRefundCurrency(shopId, refund?.transactionCurrencyCode);
  const shops =
    byTransaction && refund?.shopId
      ? [{ id: refund.shopId, name: refund.shopName ?? String(refund.shopId) }]
      : config.shops.map((s) => ({ id: s.shopId, name: s.shopName }));
  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      {byTransaction && refund && (
        <Alert severity="info" aria-label={translate(refundKey('wizard.details.transaction'))}>
          {translate(refundKey('wizard.details.transaction_line'), {
            id: refund.transactionId,
            date: formatDateUtc(refund.transactionDate, 'dateTime'),
            amount: formatMoney(refund.transactionAmount, refund.transactionCurrencyCode ?? undefined, undefined, locale),
            left: formatMoney(refund.refundable, refund.transactionCurrencyCode ?? undefined, undefined, locale),
          })}
        </Alert>
      )}
      <SelectInput source="shopId" label={refundKey('fields.shopId')} choices={shops} validate={SHOP_RULE} readOnly={byTransaction} />
      <TextInput
        source="passportId"
        label={refundKey('fields.passportId')}
        validate={PASSPORT_RULE}
        // The pay-in names its customer; the API refuses another passport for it.
        readOnly={byTransaction && Boolean(refund?.passportId)}
        slotProps={{ htmlInput: { maxLength: REFUND_LIMITS.passportId } }}
      />
      <TextInput
        source="amountToBeRefunded"
        label={refundKey('fields.amountToBeRefunded')}
        validate={AMOUNT_RULES}
        helperText={currency ? translate(refundKey('wizard.details.currency'), { currency }) : false}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: REFUND_LIMITS.amountMaxLength } }}
      />
      <TextInput source="customerEmail" label={refundKey('fields.customerEmail')} type="email" validate={EMAIL_RULE} />
      <WizardActions onBack={onBack} onNext={canAdd ? onNext : undefined} />
    </Stack>
  );
}
