/**
 * The words of the trade, one per concept and language (issue #31, item 10): what a Latin-American
 * finance user reads on every screen, and the variants that must not appear beside it. Every
 * catalog string (src/i18n, the framework's, each screen's resources/<x>/messages.ts and names)
 * is held to it by glossary.test.ts. A variant that is a word of its own elsewhere (Spanish 'pago'
 * is a customer's payment, Portuguese 'taxa' an exchange rate) is refused only `where` the
 * English names the concept.
 */

export interface GlossaryTerm {
  /** The one term, as the catalogs write it (singular and plural). */
  term: string;
  /** Variants a catalog string must not hold. */
  forbidden: RegExp;
  /** Refuse `forbidden` only in strings whose English matches this (the concept's English). */
  where?: RegExp;
}

export interface GlossaryEntry {
  concept: string;
  /** The concept in English, for the reader. */
  en: string;
  es: GlossaryTerm;
  pt: GlossaryTerm;
  /** Why these terms. */
  why: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'balance',
    en: 'balance',
    es: { term: 'saldo / saldos', forbidden: /\bbalances?\b/i },
    pt: { term: 'saldo / saldos', forbidden: /\bbalan[çc]os?\b/i },
    why: "A bank's and a wallet's word in both; Spanish 'balance' reads as an accounting balance sheet.",
  },
  {
    concept: 'ledger',
    en: 'ledger',
    es: { term: 'libro mayor', forbidden: /\blibro de (balance|saldos?)\b/i },
    pt: { term: 'livro-razão', forbidden: /\blivro de saldos?\b/i },
    why: "The accountant's names for the book of an account's movements.",
  },
  {
    concept: 'amount',
    en: 'amount',
    es: { term: 'monto / montos', forbidden: /\bimportes?\b/i },
    pt: { term: 'valor / valores', forbidden: /\b(montantes?|quantias?)\b/i },
    why: "Latin-American Spanish says 'monto' ('importe' is Spain's); Brazilian screens say 'valor'.",
  },
  {
    concept: 'merchant',
    en: 'merchant (and submerchant)',
    es: { term: 'comercio / comercios (subcomercio)', forbidden: /\b(sub)?(comerciantes?|mercantes?)\b/i },
    pt: { term: 'comerciante / comerciantes (subcomerciante)', forbidden: /\b(sub)?(com[ée]rcios?|lojistas?)\b/i },
    why: "The acquirers' word in each market: a 'comercio afiliado' in Spanish America; in Brazil 'comércio' is trade itself and 'lojista' a shopkeeper, while the shop is the 'loja'.",
  },
  {
    concept: 'payout',
    en: 'payout',
    es: { term: 'dispersión / dispersiones', forbidden: /\bpagos?\b/i, where: /\bpay-?outs?\b/i },
    pt: { term: 'pagamento / pagamentos', forbidden: /\bpayouts?\b/i },
    why: "Spanish 'pago' is what a customer makes (links de pago, métodos de pago), so money sent to beneficiaries is a 'dispersión', as Latin-American payout platforms call it. Brazilian Portuguese keeps 'pagamento' for money out: money in is a 'recebimento' or a 'transação'.",
  },
  {
    concept: 'fee',
    en: 'fee',
    es: { term: 'comisión / comisiones', forbidden: /\btarifas?\b/i },
    pt: { term: 'tarifa / tarifas', forbidden: /\btaxas?\b/i, where: /\bfees?\b/i },
    why: "What the provider charges per operation; Portuguese 'taxa' stays for rates ('taxa de câmbio').",
  },
  {
    concept: 'chargeback',
    en: 'chargeback',
    es: { term: 'contracargo / contracargos', forbidden: /\bchargebacks?\b/i },
    pt: { term: 'chargeback / chargebacks', forbidden: /\b(estornos?|contracargos?)\b/i, where: /chargebacks?/i },
    why: "Brazil's card market says 'chargeback'; 'estorno' is any reversal, a refund included.",
  },
  {
    concept: 'claim',
    en: 'claim',
    es: {
      term: 'reclamo / reclamos',
      forbidden: /\b(reclamaci[oó]n|reclamaciones|contracargos?)\b/i,
      where: /^(?!.*chargeback).*\bclaims?\b/i,
    },
    pt: { term: 'reclamação / reclamações', forbidden: /\b(reclamos?|contesta[çc](ão|ões))\b/i, where: /^(?!.*chargeback).*\bclaims?\b/i },
    why: 'A Pix or cash payer disputing a payment; a card dispute is a chargeback, never a claim.',
  },
  {
    concept: 'refund',
    en: 'refund',
    es: { term: 'reembolso / reembolsos', forbidden: /\bdevoluci[oó]n(es)?\b/i },
    pt: { term: 'reembolso / reembolsos', forbidden: /\bdevolu[çc](ão|ões)\b/i },
    why: 'One word for money given back to a payer, on the refund screens and the balances alike.',
  },
  {
    concept: 'withdrawal',
    en: 'withdrawal',
    es: { term: 'retiro / retiros', forbidden: /\bextracci[oó]n(es)?\b/i },
    pt: { term: 'saque / saques', forbidden: /\bretiradas?\b/i },
    why: "Money a merchant takes out to its bank: 'retiro' in Spanish America, 'saque' in Brazil.",
  },
  {
    concept: 'top-up',
    en: 'top-up',
    es: { term: 'recarga / recargas', forbidden: /\btop-?ups?\b/i },
    pt: { term: 'recarga / recargas', forbidden: /\btop-?ups?\b/i },
    why: 'Money added to fund payouts.',
  },
  {
    concept: 'rolling reserve',
    en: 'rolling reserve',
    es: { term: 'reserva móvil', forbidden: /\breserva (rotativa|continua)\b/i },
    pt: { term: 'reserva móvel', forbidden: /\breserva rotativa\b/i },
    why: 'The share of pay-ins held back and released after 90 days.',
  },
];
