import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { humanizeStatus } from '../framework/fields/statusColors';

/** A role's name in the screen's language ('Shop - Administrator' for MERCHANT_ADMIN, spec 01 §6); an unlisted code humanised. */
export const useRoleName = () => {
  const translate = useTranslate();
  return (code: string) => translate(`app.roles.${code}`, { _: humanizeStatus(code) });
};

/** Spec 01 §2.5 header: who is signed in (and whom a support agent acts as), and in which role. */
export const UserIdentity = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  const roleCode = typeof identity.roleCode === 'string' && identity.roleCode ? identity.roleCode : undefined;
  return (
    <Box sx={{ mx: 1, display: { xs: 'none', sm: 'block' }, textAlign: 'right', lineHeight: 1.2 }}>
      <Typography variant="body2" data-testid="user-name">
        {identity.actingAs ? translate('app.header.acting_as', { agent: identity.agentName, name: identity.fullName }) : identity.fullName}
      </Typography>
      {roleCode && (
        <Typography variant="caption" component="p" sx={{ opacity: 0.85 }} data-testid="user-role">
          {roleName(roleCode)}
        </Typography>
      )}
    </Box>
  );
};
