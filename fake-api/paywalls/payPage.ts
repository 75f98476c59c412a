/**
 * The hosted pay page of a payment link or e-mail (issue #18): what the payer opens from the link,
 * in the paywall's language, with the amount and description and Pay / Decline. A plain HTML page
 * the fake API serves itself, so a demo can follow a link from creation to the pay-in it makes.
 */
import type { PaywallRow } from '../seed/types';
import { currencySymbol } from '../seed/reference';

export type PayPageLanguage = PaywallRow['language'];

const TEXTS = {
  EN: {
    title: 'Payment',
    to: 'Pay to',
    amount: 'Amount',
    reference: 'Reference',
    expires: 'Valid until',
    pay: 'Pay',
    decline: 'Decline',
    test: 'Test payment: no money moves.',
    paid: 'Payment approved',
    paidText: 'Thank you. Your payment was received.',
    payment: 'Payment id',
    declined: 'Payment declined',
    declinedText: 'You declined this payment. Nothing was charged; the link stays valid until it expires.',
    expired: 'This payment link has expired',
    expiredText: 'It was valid until %s. Ask the shop for a new link.',
    used: 'This payment link has already been paid',
    usedText: 'Nothing more to pay.',
    missing: 'Payment link not found',
    missingText: 'Check the address you were given.',
    back: 'Back to the shop',
  },
  ES: {
    title: 'Pago',
    to: 'Pagar a',
    amount: 'Importe',
    reference: 'Referencia',
    expires: 'Válido hasta',
    pay: 'Pagar',
    decline: 'Rechazar',
    test: 'Pago de prueba: no se mueve dinero.',
    paid: 'Pago aprobado',
    paidText: 'Gracias. Recibimos su pago.',
    payment: 'Id del pago',
    declined: 'Pago rechazado',
    declinedText: 'Rechazó este pago. No se cobró nada; el enlace sigue vigente hasta que venza.',
    expired: 'Este enlace de pago venció',
    expiredText: 'Era válido hasta el %s. Pida a la tienda un enlace nuevo.',
    used: 'Este enlace de pago ya fue pagado',
    usedText: 'No queda nada por pagar.',
    missing: 'Enlace de pago no encontrado',
    missingText: 'Revise la dirección que recibió.',
    back: 'Volver a la tienda',
  },
  PT: {
    title: 'Pagamento',
    to: 'Pagar para',
    amount: 'Valor',
    reference: 'Referência',
    expires: 'Válido até',
    pay: 'Pagar',
    decline: 'Recusar',
    test: 'Pagamento de teste: nenhum dinheiro é movimentado.',
    paid: 'Pagamento aprovado',
    paidText: 'Obrigado. Seu pagamento foi recebido.',
    payment: 'Id do pagamento',
    declined: 'Pagamento recusado',
    declinedText: 'Você recusou este pagamento. Nada foi cobrado; o link continua válido até expirar.',
    expired: 'Este link de pagamento expirou',
    expiredText: 'Era válido até %s. Peça à loja um novo link.',
    used: 'Este link de pagamento já foi pago',
    usedText: 'Não há mais nada a pagar.',
    missing: 'Link de pagamento não encontrado',
    missingText: 'Confira o endereço que você recebeu.',
    back: 'Voltar à loja',
  },
} as const satisfies Record<PayPageLanguage, Record<string, string>>;

const LOCALES: Record<PayPageLanguage, string> = { EN: 'en-GB', ES: 'es-ES', PT: 'pt-BR' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function payAmount(paywall: Pick<PaywallRow, 'amount' | 'currency' | 'language'>): string {
  const digits = new Intl.NumberFormat(LOCALES[paywall.language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbol(paywall.currency)} ${digits.format(paywall.amount)} ${paywall.currency}`;
}

const day = (iso: string, language: PayPageLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

function page(language: PayPageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5fb; color: #1a1c24; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.35rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6070; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; cursor: pointer; border: 1px solid #001ba9; }
  .pay { background: #001ba9; color: #fff; }
  .decline { background: #fff; color: #001ba9; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
  .note { background: #fff4d6; border-radius: 8px; padding: 8px 12px; margin: 0 0 16px; }
  a { color: #001ba9; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The page offering to pay. */
export function offerPage(paywall: PaywallRow, action: string): string {
  const t = TEXTS[paywall.language];
  return page(
    paywall.language,
    t.title,
    `<h1>${escape(t.title)} · ${escape(paywall.shopName)}</h1>
${paywall.testMode ? `<p class="note" role="note">${escape(t.test)}</p>` : ''}
<dl>
  <dt>${escape(t.amount)}</dt><dd class="amount">${escape(payAmount(paywall))}</dd>
  <dt>${escape(t.to)}</dt><dd>${escape(paywall.shopName)}</dd>
  <dt>${escape(t.reference)}</dt><dd>${escape(paywall.description)}</dd>
  <dt>${escape(t.expires)}</dt><dd>${escape(day(paywall.expiredDate, paywall.language))}</dd>
</dl>
<form method="post" action="${escape(action)}" class="actions">
  <button class="pay" type="submit" name="decision" value="pay">${escape(t.pay)} ${escape(payAmount(paywall))}</button>
  <button class="decline" type="submit" name="decision" value="decline">${escape(t.decline)}</button>
</form>`,
  );
}

export type PayOutcome = 'paid' | 'declined' | 'expired' | 'used' | 'missing';

/** The page after a decision, or instead of the offer when the link cannot be paid. */
export function outcomePage(outcome: PayOutcome, paywall: PaywallRow | undefined, transactionId?: string): string {
  const language = paywall?.language ?? 'EN';
  const t = TEXTS[language];
  const [title, text] = {
    paid: [t.paid, t.paidText],
    declined: [t.declined, t.declinedText],
    expired: [t.expired, t.expiredText.replace('%s', paywall ? day(paywall.expiredDate, language) : '')],
    used: [t.used, t.usedText],
    missing: [t.missing, t.missingText],
  }[outcome];
  const back = outcome === 'paid' ? paywall?.returnUrl : paywall?.cancelUrl;
  return page(
    language,
    title,
    `<h1 role="status">${escape(title)}</h1>
<p>${escape(text)}</p>
${paywall && outcome !== 'missing' ? `<dl><dt>${escape(t.amount)}</dt><dd>${escape(payAmount(paywall))}</dd>${transactionId ? `<dt>${escape(t.payment)}</dt><dd>${escape(transactionId)}</dd>` : ''}</dl>` : ''}
${back ? `<p><a href="${escape(back)}">${escape(t.back)}</a></p>` : ''}`,
  );
}
