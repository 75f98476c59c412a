import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of the batches tab of /payouts, its drawer and the batch page (spec 02 §2), under `resources.payout-batches`. */
export const payoutBatchMessages = defineMessages({
  en: {
    resources: {
      'payout-batches': {
        fields: {
          payoutBatchId: 'Batch ID',
          date: 'Date',
          description: 'Description',
          originalFilename: 'File',
          shopName: 'Shop',
          merchantName: 'Merchant',
          rowCount: 'Rows',
          statusTypeCode: 'Status',
        },
        filters: { date: 'Date', status: 'Status', shop: 'Shop', search: 'Description or file' },
        view: 'View details',
        open_batch: 'Open batch %{id}',
        drawer: { title: 'Payout Details', details: 'Details', items: 'Items', no_items: 'No payouts in this batch' },
        show: {
          title: 'Payout batch %{id}',
          download_file: 'Download the file',
          download_failed: 'The file could not be downloaded: %{message}',
          errors: 'Refused rows and payouts in error',
          no_errors: 'No row was refused and no payout failed.',
          row: 'Row',
          payout: 'Payout',
          reason: 'Reason',
          items: 'Payouts of the batch',
          back: 'All payouts',
        },
      },
    },
  },
  es: {
    resources: {
      'payout-batches': {
        fields: {
          payoutBatchId: 'ID de lote',
          date: 'Fecha',
          description: 'Descripción',
          originalFilename: 'Archivo',
          shopName: 'Tienda',
          merchantName: 'Comercio',
          rowCount: 'Filas',
          statusTypeCode: 'Estado',
        },
        filters: { date: 'Fecha', status: 'Estado', shop: 'Tienda', search: 'Descripción o archivo' },
        view: 'Ver detalles',
        open_batch: 'Abrir el lote %{id}',
        drawer: { title: 'Detalles de la dispersión', details: 'Detalles', items: 'Ítems', no_items: 'No hay dispersiones en este lote' },
        show: {
          title: 'Lote de dispersiones %{id}',
          download_file: 'Descargar el archivo',
          download_failed: 'No se pudo descargar el archivo: %{message}',
          errors: 'Filas rechazadas y dispersiones con error',
          no_errors: 'No se rechazó ninguna fila y ninguna dispersión falló.',
          row: 'Fila',
          payout: 'Dispersión',
          reason: 'Motivo',
          items: 'Dispersiones del lote',
          back: 'Todas las dispersiones',
        },
      },
    },
  },
  pt: {
    resources: {
      'payout-batches': {
        fields: {
          payoutBatchId: 'ID do lote',
          date: 'Data',
          description: 'Descrição',
          originalFilename: 'Arquivo',
          shopName: 'Loja',
          merchantName: 'Comerciante',
          rowCount: 'Linhas',
          statusTypeCode: 'Status',
        },
        filters: { date: 'Data', status: 'Status', shop: 'Loja', search: 'Descrição ou arquivo' },
        view: 'Ver detalhes',
        open_batch: 'Abrir o lote %{id}',
        drawer: { title: 'Detalhes do pagamento', details: 'Detalhes', items: 'Itens', no_items: 'Nenhum pagamento neste lote' },
        show: {
          title: 'Lote de pagamentos %{id}',
          download_file: 'Baixar o arquivo',
          download_failed: 'Não foi possível baixar o arquivo: %{message}',
          errors: 'Linhas recusadas e pagamentos com erro',
          no_errors: 'Nenhuma linha foi recusada e nenhum pagamento falhou.',
          row: 'Linha',
          payout: 'Pagamento',
          reason: 'Motivo',
          items: 'Pagamentos do lote',
          back: 'Todos os pagamentos',
        },
      },
    },
  },
});

export const batchKey = (key: string) => `resources.payout-batches.${key}`;
