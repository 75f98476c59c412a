import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useReadOnlyScreen } from '../resources/resourceOptions';

export interface ScreenSwitchOption {
  /** i18n key of the button. */
  label: string;
  /** Where it leads: the twin screen's address. */
  to: string;
}

export interface ScreenSwitchProps {
  /** i18n key naming the group for assistive technology. */
  label: string;
  /** The `to` of the screen being shown. */
  current: string;
  options: readonly ScreenSwitchOption[];
}

/**
 * Twin screens over one call, told apart by a flag (Refunds / Direct wires by `isDirectwire`,
 * automatic / manual refund payments by `isManual`): a toggle in the list's toolbar that goes to
 * the other one. Each keeps its own address, title and filters.
 */
export function ScreenSwitch({ label, current, options }: ScreenSwitchProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // A historical screen is one face only: the switch would lead to the current screens.
  const readOnly = useReadOnlyScreen();
  if (options.length < 2 || readOnly) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={translate(label)}
      onChange={(_event, next: string | null) => {
        if (next && next !== current) navigate(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.to} value={option.to}>
          {translate(option.label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
