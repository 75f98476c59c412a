/**
 * Footer targets of the activation page (spec 01 §2.4). The spec names them but not their URLs,
 * so they are configurable; the defaults are documents shipped with the app (public/docs).
 */
export const footerLinks = {
  companyUrl: (import.meta.env.VITE_COMPANY_URL as string | undefined) ?? '/docs/about.html',
  dpaUrl: (import.meta.env.VITE_DPA_URL as string | undefined) ?? '/docs/data-processing-agreement.html',
};
