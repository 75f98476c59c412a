/**
 * Footer targets of the activation page (spec 01 §2.4). The spec names them but not their URLs,
 * so they are configurable; the defaults are placeholders of the demo.
 */
export const footerLinks = {
  companyUrl: (import.meta.env.VITE_COMPANY_URL as string | undefined) ?? 'https://www.example.com/about',
  dpaUrl: (import.meta.env.VITE_DPA_URL as string | undefined) ?? 'https://www.example.com/legal/data-processing-agreement.pdf',
};
