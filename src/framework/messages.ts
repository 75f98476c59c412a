import { defineMessages } from '../i18n/defineMessages';
import { statusMessages } from './statusMessages';

/** Labels of the shared grid, filter panel, drawer and dialogs (keys under `grid.*`). */
export const gridMessages = defineMessages({
  en: {
    grid: {
      filter: 'Filter', filters: 'Filters', apply: 'Apply', clear: 'Clear', done: 'Done',
      show_filters: 'Show filters', hide_filters: 'Hide filters', choose_filters: 'Choose filters', clear_selection: 'Clear selection',
      export: 'Export', add: 'Add', search: 'Search', close: 'Close', details: 'Details',
      confirm: 'Confirm', cancel: 'Cancel', yes: 'Yes', no: 'No', actions: 'Actions',
      from: 'From', to: 'To', date_from: '%{label} from', date_to: '%{label} to',
      page_range: '%{from}-%{to} of %{count} items',
      page_range_capped: '%{from}-%{to} of %{count}+ items',
      rows_per_page: 'Items per page', next_page: 'Next page', previous_page: 'Previous page',
      empty: 'No items to display', not_found: 'The item was not found.', loading: 'Loading...',
      export_failed: 'The export failed: %{message}',
    },
  },
  es: {
    grid: {
      filter: 'Filtrar', filters: 'Filtros', apply: 'Aplicar', clear: 'Limpiar', done: 'Listo',
      show_filters: 'Mostrar filtros', hide_filters: 'Ocultar filtros', choose_filters: 'Elegir filtros', clear_selection: 'Limpiar selección',
      export: 'Exportar', add: 'Agregar', search: 'Buscar', close: 'Cerrar', details: 'Detalles',
      confirm: 'Confirmar', cancel: 'Cancelar', yes: 'Sí', no: 'No', actions: 'Acciones',
      from: 'Desde', to: 'Hasta', date_from: '%{label} desde', date_to: '%{label} hasta',
      page_range: '%{from}-%{to} de %{count} elementos',
      page_range_capped: '%{from}-%{to} de %{count}+ elementos',
      rows_per_page: 'Elementos por página', next_page: 'Página siguiente', previous_page: 'Página anterior',
      empty: 'No hay elementos para mostrar', not_found: 'No se encontró el elemento.', loading: 'Cargando...',
      export_failed: 'La exportación falló: %{message}',
    },
  },
  pt: {
    grid: {
      filter: 'Filtrar', filters: 'Filtros', apply: 'Aplicar', clear: 'Limpar', done: 'Concluir',
      show_filters: 'Mostrar filtros', hide_filters: 'Ocultar filtros', choose_filters: 'Escolher filtros', clear_selection: 'Limpar seleção',
      export: 'Exportar', add: 'Adicionar', search: 'Pesquisar', close: 'Fechar', details: 'Detalhes',
      confirm: 'Confirmar', cancel: 'Cancelar', yes: 'Sim', no: 'Não', actions: 'Ações',
      from: 'De', to: 'Até', date_from: '%{label} de', date_to: '%{label} até',
      page_range: '%{from}-%{to} de %{count} itens',
      page_range_capped: '%{from}-%{to} de %{count}+ itens',
      rows_per_page: 'Itens por página', next_page: 'Próxima página', previous_page: 'Página anterior',
      empty: 'Nenhum item para exibir', not_found: 'O item não foi encontrado.', loading: 'Carregando...',
      export_failed: 'A exportação falhou: %{message}',
    },
  },
});

/** Everything the framework needs in the catalog: H5 merges this one object. */
export const frameworkMessages = {
  en: { grid: { ...gridMessages.en.grid, status: statusMessages.en } },
  es: { grid: { ...gridMessages.es.grid, status: statusMessages.es } },
  pt: { grid: { ...gridMessages.pt.grid, status: statusMessages.pt } },
};
