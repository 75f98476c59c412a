import { DataTable, FunctionField, useResourceContext, useTranslate } from 'react-admin';
import { FormattedDateField, MoneyField, ServerTextField } from '../../src/framework';
import type { MovementRow } from './types';

/**
 * The movement's type in the user's language, falling back to the API's description. Its
 * `source` is for the label a layout reads (`fields.adjustmentTypeCode`); the value is looked up.
 */
export const MovementTypeField = (_props: { source?: string; label?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <FunctionField<MovementRow>
      render={(row) => translate(`resources.${resource}.types.${row.adjustmentTypeCode}`, { _: row.adjustmentTypeDescription })}
    />
  );
};

/** Money columns sit right, as figures line up in a ledger. */
const money = (source: string, currencySource: string) => (
  <DataTable.Col key={source} source={source} align="right">
    <MoneyField source={source} currencySource={currencySource} />
  </DataTable.Col>
);

/**
 * The columns of spec 03 §2 Top-ups, labelled from `resources.<screen>.fields.<source>`: date,
 * description, merchant, shop, then each amount beside its currency — original, conversion, shop.
 * Returned as an array because <DataTable> reads its columns from its direct children.
 */
export function movementColumns({ withType = false } = {}) {
  return [
    <DataTable.Col key="date" source="date">
      <FormattedDateField source="date" format="date" />
    </DataTable.Col>,
    ...(withType ? [<DataTable.Col key="type" source="adjustmentTypeCode" field={MovementTypeField} />] : []),
    <DataTable.Col key="description" source="description" field={ServerTextField} />,
    <DataTable.Col key="merchantName" source="merchantName" />,
    <DataTable.Col key="shopName" source="shopName" />,
    <DataTable.Col key="currency" source="currency" />,
    money('amount', 'currency'),
    <DataTable.Col key="currencyExchange" source="currencyExchange" />,
    money('amountExchange', 'currencyExchange'),
    <DataTable.Col key="currencySecondExchange" source="currencySecondExchange" />,
    money('exchangeAmount', 'currencySecondExchange'),
  ];
}
