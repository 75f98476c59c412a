import { defineMessages } from '../../src/i18n/defineMessages';
import { movementLabels } from '../top-ups/messages';

/** The Adjustment movements screen, under `resources.adjustment-movements`, with the top-ups' labels. */
export const adjustmentMovementMessages = defineMessages({
  en: {
    resources: {
      'adjustment-movements': { name: 'Adjustment movements', drawer_title: 'Movement details', ...movementLabels.en },
    },
  },
  es: {
    resources: {
      'adjustment-movements': { name: 'Movimientos de ajuste', drawer_title: 'Detalle del movimiento', ...movementLabels.es },
    },
  },
  pt: {
    resources: {
      'adjustment-movements': { name: 'Movimentos de ajuste', drawer_title: 'Detalhes do movimento', ...movementLabels.pt },
    },
  },
});
