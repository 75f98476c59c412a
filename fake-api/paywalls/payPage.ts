/**
 * The hosted pay page of a payment link or e-mail (issue #18): what the payer opens from the link,
 * in the paywall's language, with the amount and description and Pay / Decline. A plain HTML page
 * the fake API serves itself, so a demo can follow a link from creation to the pay-in it makes.
 */
import type { PaywallRow } from '../seed/types';
import { currencySymbol } from '../seed/reference';
import type { Branding } from './branding';

export type PayPageLanguage = PaywallRow['language'];

const TEXTS = {
  EN: {
    securedBy: 'Secured by',
    preview: 'Preview: this page cannot be paid.',
    title: 'Payment',
    to: 'Pay to',
    amount: 'Amount',
    description: 'Description',
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
    cancelled: 'This payment link was cancelled',
    cancelledText: 'The shop deactivated it. Ask the shop for a new link.',
    missing: 'Payment link not found',
    missingText: 'Check the address you were given.',
    back: 'Back to the shop',
    landingPreview: 'Preview: the landing page of the shop, as its settings make it.',
    welcome: 'Welcome to %s',
    landingText: 'Pay your order securely in a few steps.',
    start: 'Go to the payment',
  },
  ES: {
    securedBy: 'Protegido por',
    preview: 'Vista previa: esta página no se puede pagar.',
    title: 'Pago',
    to: 'Pagar a',
    amount: 'Importe',
    description: 'Descripción',
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
    cancelled: 'Este enlace de pago fue cancelado',
    cancelledText: 'La tienda lo desactivó. Pida a la tienda un enlace nuevo.',
    missing: 'Enlace de pago no encontrado',
    missingText: 'Revise la dirección que recibió.',
    back: 'Volver a la tienda',
    landingPreview: 'Vista previa: la página de inicio de la tienda, como la dejan sus ajustes.',
    welcome: 'Bienvenido a %s',
    landingText: 'Pague su pedido de forma segura en pocos pasos.',
    start: 'Ir al pago',
  },
  PT: {
    securedBy: 'Protegido por',
    preview: 'Prévia: esta página não pode ser paga.',
    title: 'Pagamento',
    to: 'Pagar para',
    amount: 'Valor',
    description: 'Descrição',
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
    cancelled: 'Este link de pagamento foi cancelado',
    cancelledText: 'A loja o desativou. Peça à loja um novo link.',
    missing: 'Link de pagamento não encontrado',
    missingText: 'Confira o endereço que você recebeu.',
    back: 'Voltar à loja',
    landingPreview: 'Prévia: a página inicial da loja, como suas configurações a deixam.',
    welcome: 'Bem-vindo a %s',
    landingText: 'Pague seu pedido com segurança em poucos passos.',
    start: 'Ir para o pagamento',
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

/** The pay page's colours, font, logo and background: the product's own unless a white label says otherwise. */
const css = (b: Branding) => `${b.fontFaces}
  :root { color-scheme: light; font-family: ${JSON.stringify(b.fontFamily)}, system-ui, sans-serif; --primary: ${b.primaryColor}; --accent: ${b.accentColor}; --button-text: ${b.buttonText}; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${b.backgroundImage ? `url("${b.backgroundImage}") center / cover` : b.backgroundColor}; color: #1a1c24; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 4px 24px rgb(0 0 0 / 12%); border-top: 6px solid var(--accent); }
  .logo { display: block; max-height: 56px; max-width: 200px; margin: 0 0 16px; }
  h1 { font-size: 1.35rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6070; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; cursor: pointer; border: 1px solid var(--primary); }
  button:disabled { cursor: not-allowed; opacity: 0.7; }
  .pay { background: var(--primary); color: var(--button-text); }
  .decline { background: #fff; color: var(--primary); }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
  .note { background: #fff4d6; border-radius: 8px; padding: 8px 12px; margin: 0 0 16px; }
  .secured { margin: 20px 0 0; font-size: 0.8rem; color: #5b6070; text-align: center; }
  a { color: var(--primary); }
`;

/** The product's own look, for pages without a white label. */
const PLAIN: Branding = {
  primaryColor: '#001BA9',
  accentColor: '#FFFFFF',
  backgroundColor: '#F3F5FB',
  fontFamily: 'system-ui',
  fontFaces: '',
  buttonText: '#FFFFFF',
  logo: null,
  backgroundImage: null,
  securedBy: true,
};

function page(language: PayPageLanguage, title: string, body: string, branding: Branding = PLAIN): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${css(branding)}</style>
</head>
<body><main>${branding.logo ? `<img class="logo" src="${escape(branding.logo)}" alt="">` : ''}${body}${
    branding.securedBy ? `<p class="secured">${escape(t.securedBy)} Merchant back-office</p>` : ''
  }</main></body>
</html>`;
}

/** The page offering to pay; a preview (the white-label screen's) shows it with its buttons disabled. */
export function offerPage(paywall: PaywallRow, action: string, branding?: Branding, preview = false): string {
  const t = TEXTS[paywall.language];
  const disabled = preview ? ' disabled' : '';
  return page(
    paywall.language,
    t.title,
    `<h1>${escape(t.title)} · ${escape(paywall.shopName)}</h1>
${preview ? `<p class="note" role="note">${escape(t.preview)}</p>` : ''}
${paywall.testMode ? `<p class="note" role="note">${escape(t.test)}</p>` : ''}
<dl>
  <dt>${escape(t.amount)}</dt><dd class="amount">${escape(payAmount(paywall))}</dd>
  <dt>${escape(t.to)}</dt><dd>${escape(paywall.shopName)}</dd>
  <dt>${escape(t.description)}</dt><dd>${escape(paywall.description)}</dd>
  <dt>${escape(t.reference)}</dt><dd>${escape(paywall.trackingId)}</dd>
  <dt>${escape(t.expires)}</dt><dd>${escape(day(paywall.expiredDate, paywall.language))}</dd>
</dl>
<form method="post" action="${escape(action)}" class="actions">
  <button class="pay" type="submit" name="decision" value="pay"${disabled}>${escape(t.pay)} ${escape(payAmount(paywall))}</button>
  <button class="decline" type="submit" name="decision" value="decline"${disabled}>${escape(t.decline)}</button>
</form>`,
    branding,
  );
}

/**
 * The shop's landing page (spec 03 §7 "shop landing preview"): where a payer arrives before paying,
 * in the landing settings' colour, logo, font and button text; shown as a preview only.
 */
export function landingPreviewPage(shopName: string, branding: Branding, language: PayPageLanguage = 'EN'): string {
  const t = TEXTS[language];
  return page(
    language,
    t.welcome.replace('%s', shopName),
    `<h1>${escape(t.welcome.replace('%s', shopName))}</h1>
<p class="note" role="note">${escape(t.landingPreview)}</p>
<p>${escape(t.landingText)}</p>
<div class="actions"><button class="pay" type="button" disabled>${escape(t.start)}</button></div>`,
    branding,
  );
}

export type PayOutcome = 'paid' | 'declined' | 'expired' | 'used' | 'cancelled' | 'missing';

/** The page after a decision, or instead of the offer when the link cannot be paid. */
export function outcomePage(outcome: PayOutcome, paywall: PaywallRow | undefined, transactionId?: string, branding?: Branding): string {
  const language = paywall?.language ?? 'EN';
  const t = TEXTS[language];
  const [title, text] = {
    paid: [t.paid, t.paidText],
    declined: [t.declined, t.declinedText],
    expired: [t.expired, t.expiredText.replace('%s', paywall ? day(paywall.expiredDate, language) : '')],
    used: [t.used, t.usedText],
    cancelled: [t.cancelled, t.cancelledText],
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
    branding,
  );
}
