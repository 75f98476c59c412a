import type { ReactElement } from 'react';
import { TextField, type RaRecord } from 'react-admin';
import { FormattedDateField } from '../fields/FormattedDateField';
import { ServerTextField } from '../fields/ServerTextField';
import { MoneyField } from '../fields/MoneyField';
import { PhoneLine } from './PhoneLine';
import type { PhoneListProps } from './ResourceList';

export interface MoneyPhoneLinesOptions {
  /** The amount and the field holding its currency code. */
  amount: string;
  currencySource: string;
  /** Who the money is for or from (a customer, a buyer, a description). */
  who: string;
  /** When, shown with its time. */
  date: string;
  /** Where: the shop, or more fields after the date. */
  where?: readonly string[];
  /** The status chip, on its own line. */
  status?: ReactElement;
  dateFormat?: 'date' | 'dateTime';
}

/**
 * A money row on a phone (ResourceList `phone`): the amount and who, then when and where, then
 * its status, the lines a refund, a payout or a movement shows below 600 px.
 */
export function moneyPhoneLines<R extends RaRecord = RaRecord>({
  amount,
  currencySource,
  who,
  date,
  where = ['shopName'],
  status,
  dateFormat = 'dateTime',
}: MoneyPhoneLinesOptions): PhoneListProps<R> {
  return {
    primary: (
      <PhoneLine>
        <MoneyField source={amount} currencySource={currencySource} />
        <ServerTextField source={who} />
      </PhoneLine>
    ),
    secondary: (
      <PhoneLine>
        <FormattedDateField source={date} format={dateFormat} />
        {where.map((source) => (
          <TextField key={source} source={source} />
        ))}
      </PhoneLine>
    ),
    ...(status ? { tertiary: status } : {}),
  };
}
