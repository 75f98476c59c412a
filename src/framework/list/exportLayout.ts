import { Children, isValidElement, useCallback, type ReactElement, type ReactNode } from 'react';
import { useLocaleState, useResourceContext, useStore, useTranslate, useTranslateLabel, type TranslateFunction } from 'react-admin';
import type { ExportColumn, ExportFormat, ExportLayout } from '../../../contract/exportLayout';
import { FormattedDateField } from '../fields/FormattedDateField';
import { MoneyField } from '../fields/MoneyField';
import { StatusChip, statusLabel } from '../fields/StatusChip';
import { loadedScreenMessages } from '../resources/resourceMessages';
import { columnsStoreKey } from './columns';
import { statusMessages } from '../statusMessages';
import type { MessageTree } from '../../i18n/defineMessages';

/** The zone the screens show dates in (FormattedDateField reads the API's UTC clock). */
const SCREEN_TIME_ZONE = 'UTC';

type ColumnProps = { source?: string; label?: unknown; children?: ReactNode };

/** The codes a status column may hold: the shared ones and those the screen names under its prefix. */
function statusCodes(labelPrefix: string | undefined): string[] {
  const codes = new Set(Object.keys(statusMessages.en));
  const path = labelPrefix?.split('.').filter(Boolean) ?? [];
  for (const messages of loadedScreenMessages()) {
    let node: MessageTree | string | undefined = messages.en;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'object') for (const code of Object.keys(node)) codes.add(code);
  }
  return [...codes];
}

/** How a column's field writes its values: read from the field the screen declares inside it. */
function kindOf(field: ReactNode, translate: TranslateFunction): Pick<ExportColumn, 'kind' | 'currency' | 'words'> {
  if (!isValidElement(field)) return {};
  const props = field.props as Record<string, unknown>;
  if (field.type === FormattedDateField) return { kind: String(props.format ?? 'date').startsWith('dateTime') ? 'dateTime' : 'date' };
  if (field.type === MoneyField) return { kind: 'money', currency: props.currencySource as string | undefined };
  if (field.type === StatusChip) {
    const prefix = props.labelPrefix as string | undefined;
    return { kind: 'status', words: Object.fromEntries(statusCodes(prefix).map((code) => [code, statusLabel(translate, code, prefix)])) };
  }
  return {};
}

/** The grid's columns in the order and with the visibility the user chose (react-admin's store), else as declared. */
function visibleColumns(children: ReactNode, hidden: readonly string[], ranks: readonly number[] | undefined): ReactElement<ColumnProps>[] {
  const declared = Children.toArray(children);
  // ranks[position] is the declared index shown there; the row actions' column is not declared here.
  const known = (ranks ?? []).filter((index) => index < declared.length);
  const order = [...known, ...declared.map((_, index) => index).filter((index) => !known.includes(index))];
  return order
    .map((index) => declared[index])
    .filter(
      (child): child is ReactElement<ColumnProps> =>
        isValidElement<ColumnProps>(child) && Boolean(child.props.source) && !hidden.includes(child.props.source!),
    );
}

/**
 * The layout of a grid's export (contract/exportLayout), read from the DataTable columns the screen
 * declares: each column's header as the grid shows it in the user's language, in the order and
 * with the columns the user chose, and how its field writes (a date, money with its currency, a
 * status in the screen's words). A screen gets readable files by declaring its columns, nothing more.
 */
export function useExportLayout(columns: ReactNode, hiddenByDefault: readonly string[] = []): (format: ExportFormat) => ExportLayout {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [locale] = useLocaleState();
  const [hidden] = useStore<string[]>(columnsStoreKey(resource), [...hiddenByDefault]);
  const [ranks] = useStore<number[] | undefined>(`${columnsStoreKey(resource)}_columnRanks`);
  return useCallback(
    (format) => ({
      format,
      locale: (['en', 'es', 'pt'].includes(locale) ? locale : 'en') as ExportLayout['locale'],
      timeZone: SCREEN_TIME_ZONE,
      columns: visibleColumns(columns, hidden, ranks).map(({ props }) => ({
        source: props.source!,
        label: String(translateLabel({ label: typeof props.label === 'string' ? props.label : undefined, resource, source: props.source })),
        ...kindOf(Children.toArray(props.children)[0], translate),
      })),
      words: { yes: translate('grid.yes'), no: translate('grid.no'), currency: translate('grid.export_currency') },
    }),
    [columns, hidden, ranks, locale, resource, translate, translateLabel],
  );
}
