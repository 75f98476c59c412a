import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A translated in-app link under an auth form (back to login, forgot password). */
export const AuthLink = ({
  to,
  label,
  onClick,
}: {
  to: string;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={to} onClick={onClick} variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
      {translate(label)}
    </Link>
  );
};
