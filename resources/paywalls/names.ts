/** The paywall screens' names (menu, titles): in the app's first download, unlike their other messages. */
export const PAYWALL_NAMES = {
  paywall: { en: 'Paywalls', es: 'Cobros', pt: 'Cobranças' },
  link: { en: 'Payment links', es: 'Links de pago', pt: 'Links de pagamento' },
  email: { en: 'Payment e-mails', es: 'Correos de pago', pt: 'E-mails de pagamento' },
};
