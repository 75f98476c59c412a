import { defineMessages } from '../../src/i18n/defineMessages';

/**
 * The payout import's check before anything is created (issue #30 item 8), its warnings, and the
 * batch grid's refused rows, under `resources.payouts` (merged with messages.ts by screenMessages.ts).
 */
export const payoutImportMessages = defineMessages({
  en: {
    resources: {
      payouts: {
        import_check: {
          summary: '%{name}: %{ok} of %{total} rows would become payouts, %{refused} refused. Nothing is created until you confirm.',
          nothing: 'No row of %{name} can become a payout: fix the refused rows and check the file again.',
          totals: 'Totals by currency',
          currency: 'Currency',
          count: 'Payouts',
          amount: 'Total',
          confirm: 'Create %{smart_count} payout |||| Create %{smart_count} payouts',
          results: { SUCCESSFUL: 'Ready', ERROR: 'Refused' },
          refused_notice: '%{name} uploaded with %{refused} of %{total} rows refused: see the reasons.',
          repeated_file: '%{name} was already uploaded to this shop as batch %{batch} on %{date}: nothing was created.',
        },
        problems: {
          reference_exists: 'Already used by payout %{payoutId} of this shop: it would be paid twice',
          reference_repeated: 'Repeats row %{row} of the file',
        },
        receipts: {
          action: 'Download receipts',
          done: '%{smart_count} receipt downloaded |||| %{smart_count} receipts downloaded',
          some_skipped:
            '%{smart_count} receipt downloaded; %{skipped} of the chosen payouts are not finished and have none yet |||| %{smart_count} receipts downloaded; %{skipped} of the chosen payouts are not finished and have none yet',
          none_finished: 'None of the chosen payouts is finished: a receipt exists once a payout is finished.',
        },
        account: { show: 'Show the whole account number', hide: 'Hide the account number' },
        refused_rows: '%{refused} of %{total} rows refused',
      },
    },
  },
  es: {
    resources: {
      payouts: {
        import_check: {
          summary: '%{name}: %{ok} de %{total} filas serían dispersiones, %{refused} rechazadas. No se crea nada hasta que confirmes.',
          nothing: 'Ninguna fila de %{name} puede ser una dispersión: corrige las filas rechazadas y revisa el archivo otra vez.',
          totals: 'Totales por moneda',
          currency: 'Moneda',
          count: 'Dispersiones',
          amount: 'Total',
          confirm: 'Crear %{smart_count} dispersión |||| Crear %{smart_count} dispersiones',
          results: { SUCCESSFUL: 'Listo', ERROR: 'Rechazada' },
          refused_notice: '%{name} subido con %{refused} de %{total} filas rechazadas: mira los motivos.',
          repeated_file: '%{name} ya se subió a esta tienda como lote %{batch} el %{date}: no se creó nada.',
        },
        problems: {
          reference_exists: 'Ya la usa la dispersión %{payoutId} de esta tienda: se pagaría dos veces',
          reference_repeated: 'Repite la fila %{row} del archivo',
        },
        receipts: {
          action: 'Descargar comprobantes',
          done: '%{smart_count} comprobante descargado |||| %{smart_count} comprobantes descargados',
          some_skipped:
            '%{smart_count} comprobante descargado; %{skipped} de las dispersiones elegidas no están finalizadas y aún no tienen |||| %{smart_count} comprobantes descargados; %{skipped} de las dispersiones elegidas no están finalizadas y aún no tienen',
          none_finished: 'Ninguna de las dispersiones elegidas está finalizada: el comprobante existe cuando la dispersión finaliza.',
        },
        account: { show: 'Mostrar el número de cuenta completo', hide: 'Ocultar el número de cuenta' },
        refused_rows: '%{refused} de %{total} filas rechazadas',
      },
    },
  },
  pt: {
    resources: {
      payouts: {
        import_check: {
          summary: '%{name}: %{ok} de %{total} linhas seriam pagamentos, %{refused} recusadas. Nada é criado até você confirmar.',
          nothing: 'Nenhuma linha de %{name} pode ser um pagamento: corrija as linhas recusadas e verifique o arquivo de novo.',
          totals: 'Totais por moeda',
          currency: 'Moeda',
          count: 'Pagamentos',
          amount: 'Total',
          confirm: 'Criar %{smart_count} pagamento |||| Criar %{smart_count} pagamentos',
          results: { SUCCESSFUL: 'Pronta', ERROR: 'Recusada' },
          refused_notice: '%{name} enviado com %{refused} de %{total} linhas recusadas: veja os motivos.',
          repeated_file: '%{name} já foi enviado a esta loja como lote %{batch} em %{date}: nada foi criado.',
        },
        problems: {
          reference_exists: 'Já usada pelo pagamento %{payoutId} desta loja: seria paga duas vezes',
          reference_repeated: 'Repete a linha %{row} do arquivo',
        },
        receipts: {
          action: 'Baixar comprovantes',
          done: '%{smart_count} comprovante baixado |||| %{smart_count} comprovantes baixados',
          some_skipped:
            '%{smart_count} comprovante baixado; %{skipped} dos pagamentos escolhidos não estão finalizados e ainda não têm |||| %{smart_count} comprovantes baixados; %{skipped} dos pagamentos escolhidos não estão finalizados e ainda não têm',
          none_finished: 'Nenhum dos pagamentos escolhidos está finalizado: o comprovante existe quando o pagamento finaliza.',
        },
        account: { show: 'Mostrar o número da conta completo', hide: 'Ocultar o número da conta' },
        refused_rows: '%{refused} de %{total} linhas recusadas',
      },
    },
  },
});
