import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales } from 'react-admin';

/**
 * The header's language switch (react-admin's LocalesMenuButton, whose button cannot fold): the
 * language's own name beside the icon, or the icon alone on a phone, where the name would push
 * the screen's title off the bar. Either way the button is named by the current language.
 */
export const LanguageMenu = ({ compact }: { compact: boolean }) => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = languages.find((language) => language.locale === locale)?.name ?? locale;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const common = { color: 'inherit', 'aria-haspopup': 'true', 'aria-controls': 'language-menu', onClick: open } as const;
  return (
    <>
      {compact ? (
        <Tooltip title={name}>
          <IconButton {...common} aria-label={name}>
            <LanguageIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...common} startIcon={<LanguageIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}>
          {name}
        </Button>
      )}
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
