import type { TranslateFunction } from 'react-admin';
import { formatDateUtc } from '../framework/format';
import { defineMessages, type MessageTree } from './defineMessages';
import { translatedCodeName } from './useReferenceNames';
import { serverWordKey, translateServerWord } from './serverWords';

/**
 * Texts the API writes (issue #31, item 9), in the screen's language. A row sends its English
 * text and, where the text holds values, a code and parameters beside it (`description`,
 * `descriptionCode`, `descriptionParams`: fake-api/seed/serverTexts.ts holds the same codes);
 * a fixed phrase without values (a top-up's description, a transaction's status message) is
 * translated as a known server word. Anything else shows as the server wrote it.
 */

/** A fixed phrase the server writes, in English, Spanish and Portuguese. */
type Phrase = readonly [en: string, es: string, pt: string];

const PHRASES: readonly Phrase[] = [
  // Top-ups
  ['Payout balance top-up', 'Recarga del saldo para dispersiones', 'Recarga do saldo para pagamentos'],
  ['Wire received for payouts', 'Transferencia recibida para dispersiones', 'Transferência recebida para pagamentos'],
  ['Prefunding for payouts', 'Fondeo previo para dispersiones', 'Pré-financiamento para pagamentos'],
  // Manual adjustments
  ['Commercial credit', 'Crédito comercial', 'Crédito comercial'],
  ['Fee correction in your favour', 'Corrección de comisión a su favor', 'Correção de tarifa a seu favor'],
  ['Chargeback fee reversal', 'Reversión de la comisión por contracargo', 'Reversão da tarifa de chargeback'],
  ['Settlement rounding', 'Redondeo de la liquidación', 'Arredondamento da liquidação'],
  ['Bank charge recovery', 'Recupero de gastos bancarios', 'Recuperação de tarifa bancária'],
  ['Fee correction', 'Corrección de comisión', 'Correção de tarifa'],
  ['Wire returned by the bank', 'Transferencia devuelta por el banco', 'Transferência devolvida pelo banco'],
  // Refund payments' reasons
  ['Customer requested a refund', 'El cliente pidió un reembolso', 'O cliente pediu um reembolso'],
  ['Charged twice for the same order', 'Cobrado dos veces por el mismo pedido', 'Cobrado duas vezes pelo mesmo pedido'],
  ['Product out of stock', 'Producto sin stock', 'Produto sem estoque'],
  ['Service not delivered', 'Servicio no prestado', 'Serviço não prestado'],
  ['Order cancelled by the merchant', 'Pedido cancelado por el comercio', 'Pedido cancelado pelo comerciante'],
  // A transaction's status message
  ['Payment approved', 'Pago aprobado', 'Pagamento aprovado'],
  ['Payment cancelled by the customer', 'Pago cancelado por el cliente', 'Pagamento cancelado pelo cliente'],
  ['Payment expired before it was completed', 'El pago venció antes de completarse', 'O pagamento expirou antes de ser concluído'],
  ['Payment failed at the provider', 'El pago falló en el proveedor', 'O pagamento falhou no provedor'],
  ['Customer data incomplete', 'Datos del cliente incompletos', 'Dados do cliente incompletos'],
  ['Payment on hold for review', 'Pago retenido para revisión', 'Pagamento retido para análise'],
  ['Awaiting payment', 'Esperando el pago', 'Aguardando pagamento'],
  ['Payment rejected by the issuer', 'Pago rechazado por el emisor', 'Pagamento recusado pelo emissor'],
  // A withdrawal's steps and adjustments
  ['Withdrawal rejected', 'Retiro rechazado', 'Saque recusado'],
  ['Payment returned by the bank', 'Pago devuelto por el banco', 'Pagamento devolvido pelo banco'],
  ['Withdrawal restored for reprocessing', 'Retiro restablecido para reprocesarlo', 'Saque restabelecido para reprocessamento'],
  ['Bank fee refund', 'Reintegro de gastos bancarios', 'Reembolso de tarifa bancária'],
  ['FX difference', 'Diferencia de cambio', 'Diferença cambial'],
  ['Manual correction', 'Corrección manual', 'Correção manual'],
  // A payout's error
  ['Invalid beneficiary account number', 'Número de cuenta del beneficiario no válido', 'Número da conta do beneficiário inválido'],
  [
    'Beneficiary bank rejected the transfer',
    'El banco del beneficiario rechazó la transferencia',
    'O banco do beneficiário recusou a transferência',
  ],
  [
    'Beneficiary document does not match the account holder',
    'El documento del beneficiario no coincide con el titular de la cuenta',
    'O documento do beneficiário não confere com o titular da conta',
  ],
  ['Insufficient balance for payouts', 'Saldo insuficiente para dispersiones', 'Saldo insuficiente para pagamentos'],
  [
    'Bank timeout, retries exhausted',
    'El banco no respondió a tiempo; se agotaron los reintentos',
    'O banco não respondeu a tempo; as novas tentativas se esgotaram',
  ],
  [
    'File rejected: column accountNumber is missing',
    'Archivo rechazado: falta la columna accountNumber',
    'Arquivo recusado: falta a coluna accountNumber',
  ],
  // A refund beneficiary's payment reason
  ['Refund of a customer payment', 'Reembolso de un pago de cliente', 'Reembolso de um pagamento de cliente'],
];

/** The catalog prefix of the fixed phrases. */
export const SERVER_WORDS_PREFIX = 'server.words';

const wordsIn = (index: 0 | 1 | 2): MessageTree =>
  Object.fromEntries(PHRASES.map((phrase) => [serverWordKey('', phrase[0]).slice(1), phrase[index]]));

export const serverTextMessages = defineMessages({
  en: {
    server: {
      texts: {
        TAX_ON_FEES: 'Tax on fees of %{date}',
        RESERVE_HELD: 'Rolling reserve of %{date}',
        RESERVE_RELEASED: 'Rolling reserve of %{date} released',
        PAYOUT_TO: 'Payout to %{name}',
        CLAIM: '%{claimReason} (%{transaction})',
        CLAIM_WON: 'Won: %{claimReason} (%{transaction})',
        REFUND_PAYMENT: 'Refund payment %{id}',
        REFUND_REQUEST: 'Refund request %{id}',
        WITHDRAWAL: 'Withdrawal %{id} (settlement %{settlement})',
        BANK_WITHDRAWAL: 'Bank withdrawal %{id}: %{text}',
        WITHDRAWAL_OF_SETTLEMENT: 'Withdrawal of settlement %{settlement}',
        PAYOUT_BATCH: 'Payouts %{date} #%{id}',
        PAYOUT_CREATED: 'Payout %{reference}',
        PAYOUT_CREATED_IN_APP: 'Payout created in the back-office',
        PAYOUT_IMPORT: 'Import %{file}',
      },
      words: wordsIn(0),
    },
  },
  es: {
    server: {
      texts: {
        TAX_ON_FEES: 'Impuesto sobre las comisiones del %{date}',
        RESERVE_HELD: 'Reserva móvil del %{date}',
        RESERVE_RELEASED: 'Reserva móvil del %{date} liberada',
        PAYOUT_TO: 'Dispersión a %{name}',
        CLAIM: '%{claimReason} (%{transaction})',
        CLAIM_WON: 'Ganado: %{claimReason} (%{transaction})',
        REFUND_PAYMENT: 'Pago de reembolso %{id}',
        REFUND_REQUEST: 'Solicitud de reembolso %{id}',
        WITHDRAWAL: 'Retiro %{id} (liquidación %{settlement})',
        BANK_WITHDRAWAL: 'Retiro bancario %{id}: %{text}',
        WITHDRAWAL_OF_SETTLEMENT: 'Retiro de la liquidación %{settlement}',
        PAYOUT_BATCH: 'Dispersiones del %{date} n.º %{id}',
        PAYOUT_CREATED: 'Dispersión %{reference}',
        PAYOUT_CREATED_IN_APP: 'Dispersión creada en el back-office',
        PAYOUT_IMPORT: 'Importación de %{file}',
      },
      words: wordsIn(1),
    },
  },
  pt: {
    server: {
      texts: {
        TAX_ON_FEES: 'Imposto sobre as tarifas de %{date}',
        RESERVE_HELD: 'Reserva móvel de %{date}',
        RESERVE_RELEASED: 'Reserva móvel de %{date} liberada',
        PAYOUT_TO: 'Pagamento a %{name}',
        CLAIM: '%{claimReason} (%{transaction})',
        CLAIM_WON: 'Ganha: %{claimReason} (%{transaction})',
        REFUND_PAYMENT: 'Pagamento de reembolso %{id}',
        REFUND_REQUEST: 'Solicitação de reembolso %{id}',
        WITHDRAWAL: 'Saque %{id} (liquidação %{settlement})',
        BANK_WITHDRAWAL: 'Saque bancário %{id}: %{text}',
        WITHDRAWAL_OF_SETTLEMENT: 'Saque da liquidação %{settlement}',
        PAYOUT_BATCH: 'Pagamentos de %{date} nº %{id}',
        PAYOUT_CREATED: 'Pagamento %{reference}',
        PAYOUT_CREATED_IN_APP: 'Pagamento criado no back-office',
        PAYOUT_IMPORT: 'Importação de %{file}',
      },
      words: wordsIn(2),
    },
  },
});

/** A server text as a row carries it. */
export interface ServerText {
  text: string | null | undefined;
  code?: string | null;
  params?: Readonly<Record<string, unknown>> | null;
}

/** A row's server text in `source`, with its `<source>Code` and `<source>Params` when sent. */
export function serverTextOf(row: object | undefined, source: string): ServerText {
  const record = row as Readonly<Record<string, unknown>> | undefined;
  const text = record?.[source];
  const code = record?.[`${source}Code`];
  const params = record?.[`${source}Params`];
  return {
    text: typeof text === 'string' ? text : text == null ? '' : String(text),
    code: typeof code === 'string' ? code : null,
    params: params && typeof params === 'object' ? (params as Record<string, unknown>) : null,
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** A parameter in the screen's words: a day in its date format, a claim reason by its code, a known phrase translated. */
function paramText(translate: TranslateFunction, name: string, value: unknown): string {
  const text = value == null ? '' : String(value);
  if (ISO_DAY.test(text)) return formatDateUtc(text, 'date');
  if (name === 'claimReason') return translatedCodeName(translate, 'claim_reasons', text);
  return translateServerWord(translate, SERVER_WORDS_PREFIX, text) || text;
}

/** A server text in the screen's language; the server's own words when the catalog knows neither its code nor its phrase. */
export function translateServerText(translate: TranslateFunction, { text, code, params }: ServerText): string {
  const fallback = text?.trim() ?? '';
  if (code) {
    const args = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, paramText(translate, name, value)]));
    return translate(`server.texts.${code}`, { ...args, _: fallback });
  }
  return translateServerWord(translate, SERVER_WORDS_PREFIX, fallback);
}

/** Every fixed English phrase the catalog translates (the languages walk looks for them on screen). */
export const KNOWN_SERVER_PHRASES: readonly string[] = PHRASES.map(([en]) => en);

// Words every screen loads with its first view (framework/resources/resourceMessages.ts): from this
// one module, which sits in the screens' shared chunk, so a list still opens with seven files.
export { ruleMessages } from './ruleMessages';
export { screenWords } from '../framework/screenWords';
