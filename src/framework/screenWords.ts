import { defineMessages } from '../i18n/defineMessages';

/**
 * The words of a list's drill-down links, totals, column chooser and export formats (issue #33): they load with the first screen
 * (resources/resourceMessages.ts), not with the app, as only screens show them.
 */
export const screenWords = defineMessages({
  en: {
    grid: {
      export_csv: 'CSV (.csv)',
      export_xlsx: 'Excel (.xlsx)',
      export_currency: 'Currency',
      columns_hidden: '%{name}, %{smart_count} hidden',
      drill: {
        movements: '%{figure}: open its movements',
        payIns: '%{figure}: open its pay-ins',
        settlements: '%{figure}: open its settlements',
      },
      totals: {
        label: 'Totals of the filter',
        caption: 'Totals of %{count} items, every page',
        line: '%{count} items',
        left_out: '%{count} rejected or deleted items left out: filter by their status to add them up',
      },
    },
  },
  es: {
    grid: {
      export_csv: 'CSV (.csv)',
      export_xlsx: 'Excel (.xlsx)',
      export_currency: 'Moneda',
      columns_hidden: '%{name}, %{smart_count} oculta |||| %{name}, %{smart_count} ocultas',
      drill: {
        movements: '%{figure}: abrir sus movimientos',
        payIns: '%{figure}: abrir sus pagos recibidos',
        settlements: '%{figure}: abrir sus liquidaciones',
      },
      totals: {
        label: 'Totales del filtro',
        caption: 'Totales de %{count} elementos, todas las páginas',
        line: '%{count} elementos',
        left_out: '%{count} elementos rechazados o eliminados quedan fuera: filtre por su estado para sumarlos',
      },
    },
  },
  pt: {
    grid: {
      export_csv: 'CSV (.csv)',
      export_xlsx: 'Excel (.xlsx)',
      export_currency: 'Moeda',
      columns_hidden: '%{name}, %{smart_count} oculta |||| %{name}, %{smart_count} ocultas',
      drill: {
        movements: '%{figure}: abrir seus movimentos',
        payIns: '%{figure}: abrir seus pagamentos recebidos',
        settlements: '%{figure}: abrir suas liquidações',
      },
      totals: {
        label: 'Totais do filtro',
        caption: 'Totais de %{count} itens, todas as páginas',
        line: '%{count} itens',
        left_out: '%{count} itens rejeitados ou excluídos ficam de fora: filtre pelo status para somá-los',
      },
    },
  },
});
