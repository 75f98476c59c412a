import { useCallback, useMemo } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Send from '@mui/icons-material/Send';
import Block from '@mui/icons-material/Block';
import { useDataProvider, useRedirect, useRefresh } from 'react-admin';
import { useCopyText, useNotifiedCall, type RowAction } from '../../src/framework';
import type { BackOfficeDataProvider } from '../../src/providers/types';
import { paywallKey } from './messages';
import { isCancellable, isCancelled, isUsed } from '../../contract/paywalls/paywallStatus';
import { KIND_RESOURCE } from './usePaywallKind';
import type { Paywall, PaywallKind } from '../../contract/paywalls/types';

/** Opens the hosted pay page in a new tab, as the customer would see it. */
export const openPayPage = (p: Pick<Paywall, 'payUrl'>) => void window.open(p.payUrl, '_blank', 'noopener');

/** Resends a payment e-mail with the spec's two notices (03 §8), then reloads the grid. */
export function useResendEmail() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const refresh = useRefresh();
  const { run, busy } = useNotifiedCall((paywallId: string) => dataProvider.resendPaywallEmail(paywallId), {
    success: paywallKey('actions.sent'),
    failure: paywallKey('actions.send_failed'),
  });
  // Reloaded either way: a failed sending is recorded too, and the status turns ERROR.
  const resend = useCallback(
    async (paywallId: string) => {
      await run(paywallId);
      refresh();
    },
    [run, refresh],
  );
  return { resend, busy };
}

/** Deactivates a paywall nobody paid (issue #30), says how it went, then reloads the grid. */
export function useCancelPaywall() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const refresh = useRefresh();
  const { run, busy } = useNotifiedCall((paywallId: string) => dataProvider.cancelPaywall(paywallId), {
    success: paywallKey('actions.cancelled'),
    failure: paywallKey('actions.cancel_failed'),
  });
  const cancel = useCallback(
    async (paywallId: string) => {
      if (await run(paywallId)) refresh();
    },
    [run, refresh],
  );
  return { cancel, busy };
}

/**
 * A row's actions (spec 03 §2): a link's copy (COPY, 'Copied!') and go-to (GOTO); an e-mail's
 * resend (RESEND_EMAIL, not once paid); and the details page for both.
 */
export function usePaywallActions(kind: PaywallKind): RowAction<Paywall>[] {
  const copyText = useCopyText(paywallKey('actions.copied'));
  const redirect = useRedirect();
  const { resend, busy } = useResendEmail();
  const { cancel, busy: cancelling } = useCancelPaywall();
  return useMemo(() => {
    // Not in the spec: deactivating an unpaid paywall, with CHANGE_STATUS on its kind (README, Decisions).
    const deactivate: RowAction<Paywall> = {
      name: 'cancel',
      writes: true,
      label: paywallKey('actions.cancel'),
      icon: <Block fontSize="small" />,
      access: { resource: KIND_RESOURCE[kind], action: 'CHANGE_STATUS' },
      confirm: { title: paywallKey('actions.cancel_title'), message: paywallKey('actions.cancel_question') },
      disabled: (p) => cancelling || !isCancellable(p),
      onClick: (p) => cancel(p.paywallId),
    };
    const details: RowAction<Paywall> = {
      name: 'details',
      label: paywallKey('actions.details'),
      icon: <InfoOutlined fontSize="small" />,
      onClick: (p) => redirect(`/paywall/${kind}/${encodeURIComponent(p.paywallId)}/detail`),
    };
    if (kind === 'link')
      return [
        {
          name: 'copy',
          label: paywallKey('actions.copy'),
          icon: <ContentCopy fontSize="small" />,
          access: { resource: 'PAYWALL_LINK', action: 'COPY' },
          onClick: (p) => copyText(p.payUrl),
        },
        {
          name: 'goto',
          label: paywallKey('actions.goto'),
          icon: <OpenInNew fontSize="small" />,
          access: { resource: 'PAYWALL_LINK', action: 'GOTO' },
          disabled: (p) => isUsed(p) || isCancelled(p),
          onClick: openPayPage,
        },
        deactivate,
        details,
      ];
    return [
      {
        name: 'resend',
        writes: true,
        label: paywallKey('actions.resend'),
        icon: <Send fontSize="small" />,
        access: { resource: 'PAYWALL_EMAIL', action: 'RESEND_EMAIL' },
        confirm: {
          title: paywallKey('actions.resend_title'),
          message: paywallKey('actions.resend_question'),
          messageArgs: (p) => ({ email: p.customer?.email ?? p.email }),
        },
        disabled: (p) => busy || isUsed(p) || isCancelled(p),
        onClick: (p) => resend(p.paywallId),
      },
      deactivate,
      details,
    ];
  }, [kind, copyText, redirect, resend, busy, cancel, cancelling]);
}
