import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of the Report tasks screen (spec 02 §2), under `resources.report-tasks`. */
export const reportTaskMessages = defineMessages({
  en: {
    resources: {
      'report-tasks': {
        name: 'Report tasks',
        fields: { date: 'Date', reportTaskTypeName: 'Type', userUsername: 'User', status: 'Status' },
        statuses: { pending: 'Pending', processing: 'Processing', finished: 'Finished', error: 'Failed: %{message}' },
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
        statuses: { pending: 'Pendiente', processing: 'En proceso', finished: 'Terminado', error: 'Falló: %{message}' },
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
        statuses: { pending: 'Pendente', processing: 'Processando', finished: 'Concluído', error: 'Falhou: %{message}' },
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
