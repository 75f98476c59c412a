import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { fileUrl } from '../../src/providers/fileUrl';
import { paymentMethodKey } from './messages';
import type { PaymentMethodRow } from './types';

const SIZES = { small: { width: 48, height: 24 }, large: { width: 96, height: 48 } } as const;

/** 'Mercado Pago' -> 'MP', 'Pix' -> 'PI': what stands in for a logo that cannot be shown. */
export function logoInitials(name: string | undefined): string {
  const words = (name ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/**
 * The method's logo from file/{paymentMethodFileKey}; without a key, or when the image fails to
 * load, its initials in a badge that carries the same accessible name.
 */
export const PaymentMethodLogo = ({ size = 'small' }: { size?: keyof typeof SIZES; label?: string }) => {
  const record = useRecordContext<PaymentMethodRow>();
  const translate = useTranslate();
  const [failedKey, setFailedKey] = useState<string | null>(null);
  if (!record) return null;
  const alt = translate(paymentMethodKey('logo_alt'), { name: record.name });
  const src = fileUrl(record.paymentMethodFileKey);
  // Remembering which key failed lets a row that gets another key try again.
  if (src && failedKey !== record.paymentMethodFileKey) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        onError={() => setFailedKey(record.paymentMethodFileKey)}
        sx={{ ...SIZES[size], display: 'block', objectFit: 'contain' }}
      />
    );
  }
  return (
    <Avatar
      variant="rounded"
      role="img"
      aria-label={alt}
      sx={{ ...SIZES[size], fontSize: size === 'small' ? 12 : 18, bgcolor: 'primary.main' }}
    >
      <span aria-hidden="true">{logoInitials(record.name)}</span>
    </Avatar>
  );
};
