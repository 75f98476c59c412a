import { defineMessages } from '../../src/i18n/defineMessages';
import { serverWordKey } from '../../src/i18n/serverWords';

/** Labels of the Report tasks screen (spec 02 §2), under `resources.report-tasks`. */
export const reportTaskMessages = defineMessages({
  en: {
    resources: {
      'report-tasks': {
        name: 'Report tasks',
        fields: { date: 'Date', reportTaskTypeName: 'Type', userUsername: 'User', status: 'Status' },
        statuses: { pending: 'Pending', processing: 'Processing', finished: 'Finished', error: 'Failed' },
        reason: 'Reason: %{message}',
        types: {
          transactions_report: 'Transactions report',
          payouts_report: 'Payouts report',
          payout_items_report: 'Payout items report',
          settlements_report: 'Settlements report',
          claims_report: 'Claims report',
          payment_methods_report: 'Payment methods report',
          payment_links_report: 'Payment links report',
          payment_e_mails_report: 'Payment e-mails report',
        },
        filters: { type: 'Type', status: 'Status' },
        retry: 'Retry',
        retry_confirm: 'Run this report again?',
        retried: 'The report runs again: it is the newest row of the list.',
        retry_failed: 'The report could not be run again: %{message}',
        drawer: { title: 'Report task', file: 'File', no_file: 'No file' },
        unknown_error: 'unknown error',
        download: 'Download',
        download_unavailable: 'The file can be downloaded once the report has finished',
        download_failed: 'The file could not be downloaded: %{message}',
        polling: 'Reports in progress: this list updates itself',
      },
    },
  },
  es: {
    resources: {
      'report-tasks': {
        name: 'Tareas de reportes',
        fields: { date: 'Fecha', reportTaskTypeName: 'Tipo', userUsername: 'Usuario', status: 'Estado' },
        statuses: { pending: 'Pendiente', processing: 'En proceso', finished: 'Terminado', error: 'Falló' },
        reason: 'Motivo: %{message}',
        types: {
          transactions_report: 'Reporte de transacciones',
          payouts_report: 'Reporte de dispersiones',
          payout_items_report: 'Reporte de ítems de dispersión',
          settlements_report: 'Reporte de liquidaciones',
          claims_report: 'Reporte de reclamos',
          payment_methods_report: 'Reporte de medios de pago',
          payment_links_report: 'Reporte de links de pago',
          payment_e_mails_report: 'Reporte de correos de pago',
        },
        filters: { type: 'Tipo', status: 'Estado' },
        retry: 'Reintentar',
        retry_confirm: '¿Ejecutar este reporte de nuevo?',
        retried: 'El reporte se ejecuta de nuevo: es la fila más reciente de la lista.',
        retry_failed: 'No se pudo ejecutar el reporte de nuevo: %{message}',
        drawer: { title: 'Tarea de reporte', file: 'Archivo', no_file: 'Sin archivo' },
        unknown_error: 'error desconocido',
        download: 'Descargar',
        download_unavailable: 'El archivo se podrá descargar cuando el reporte termine',
        download_failed: 'No se pudo descargar el archivo: %{message}',
        polling: 'Hay reportes en curso: esta lista se actualiza sola',
      },
    },
  },
  pt: {
    resources: {
      'report-tasks': {
        name: 'Tarefas de relatórios',
        fields: { date: 'Data', reportTaskTypeName: 'Tipo', userUsername: 'Usuário', status: 'Status' },
        statuses: { pending: 'Pendente', processing: 'Processando', finished: 'Concluído', error: 'Falhou' },
        reason: 'Motivo: %{message}',
        types: {
          transactions_report: 'Relatório de transações',
          payouts_report: 'Relatório de pagamentos',
          payout_items_report: 'Relatório de itens de pagamento',
          settlements_report: 'Relatório de liquidações',
          claims_report: 'Relatório de reclamações',
          payment_methods_report: 'Relatório de meios de pagamento',
          payment_links_report: 'Relatório de links de pagamento',
          payment_e_mails_report: 'Relatório de e-mails de pagamento',
        },
        filters: { type: 'Tipo', status: 'Status' },
        retry: 'Tentar novamente',
        retry_confirm: 'Executar este relatório de novo?',
        retried: 'O relatório está sendo executado de novo: é a linha mais recente da lista.',
        retry_failed: 'Não foi possível executar o relatório de novo: %{message}',
        drawer: { title: 'Tarefa de relatório', file: 'Arquivo', no_file: 'Sem arquivo' },
        unknown_error: 'erro desconhecido',
        download: 'Baixar',
        download_unavailable: 'O arquivo poderá ser baixado quando o relatório for concluído',
        download_failed: 'Não foi possível baixar o arquivo: %{message}',
        polling: 'Há relatórios em andamento: esta lista se atualiza sozinha',
      },
    },
  },
});

/** A key under `resources.report-tasks.`. */
export const reportTaskKey = (path: string): string => `resources.report-tasks.${path}`;

/** The catalog key of a type the server names in English ('Transactions report' -> types.transactions_report). */
export const reportTypeKey = (name: string): string => serverWordKey(reportTaskKey('types'), name);

/** The types the screen filters by, as the server names them. */
export const REPORT_TYPE_NAMES = [
  'Transactions report',
  'Payouts report',
  'Payout items report',
  'Settlements report',
  'Claims report',
  'Payment methods report',
  'Payment links report',
  'Payment e-mails report',
] as const;
