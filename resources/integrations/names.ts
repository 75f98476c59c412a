/** The integrations screen's name (menu, titles): in the app's first download, unlike its other messages. */
export const INTEGRATION_NAMES = { en: 'Integrations', es: 'Integraciones', pt: 'Integrações' };
