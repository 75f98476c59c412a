import { mergeTrees } from '../../src/i18n/catalog';
import type { Locale, LocalizedMessages } from '../../src/i18n/defineMessages';
import { payoutBatchMessages } from '../payout-batches/messages';
import { payoutImportMessages } from './importMessages';
import { payoutMessages } from './messages';

const both = (locale: Locale) => mergeTrees(payoutMessages[locale], payoutImportMessages[locale], payoutBatchMessages[locale]);

/**
 * The payouts screens' messages, loaded with their views (not with the app): the items and
 * batches tabs share one page, and the batch page reads the payouts' statuses and fields.
 */
export const payoutScreenMessages: LocalizedMessages = { en: both('en'), es: both('es'), pt: both('pt') };
