import Box from '@mui/material/Box';
import { BooleanInput, RadioButtonGroupInput, SelectInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ColorInput, UploadInput } from '../../src/framework';
import { FontSample } from './FontSample';
import { integrationKey } from './messages';

const label = (name: string) => integrationKey(`fields.${name}`);

/**
 * The branding controls of spec 03 §2 for a merchant (`prefix` 'merchant') or a shop ('shop'):
 * the toggle shows or hides the rest; colours, a logo (.jpg .jpeg .png, one file), the font from
 * the server's list; a shop's background is an image or one colour, its button text black or not,
 * its override of the merchant's; the 'secured by' switch. `rules` says the contract's rules of the
 * save under each field (whitelabelRules).
 */
export function BrandingInputs({
  prefix,
  fonts,
  disabled,
  rules,
}: {
  prefix: 'merchant' | 'shop';
  fonts: readonly string[];
  disabled: boolean;
  rules: (path: string) => Validator;
}) {
  const enabled = useWatch({ name: `${prefix}.whitelabelEnabled` }) as boolean;
  const mode = useWatch({ name: 'shop.backgroundMode' }) as string;
  const shop = prefix === 'shop';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
      <BooleanInput
        source={`${prefix}.whitelabelEnabled`}
        label={label('whitelabelEnabled')}
        disabled={disabled}
        sx={{ gridColumn: '1 / -1' }}
      />
      {enabled && (
        <>
          <ColorInput
            source={`${prefix}.primaryColor`}
            label={label('primaryColor')}
            disabled={disabled}
            validate={rules(`${prefix}.primaryColor`)}
          />
          <ColorInput
            source={`${prefix}.accentColor`}
            label={label('accentColor')}
            disabled={disabled}
            validate={rules(`${prefix}.accentColor`)}
          />
          <UploadInput source={`${prefix}.logo`} label={label('logo')} kind="logo" disabled={disabled} thumbnail />
          {/* Required: a font is always chosen (the first by default, spec 03 §2), so no blank choice. */}
          <SelectInput
            source={`${prefix}.fontFamily`}
            label={label('fontFamily')}
            choices={fonts.map((font) => ({ id: font, name: font }))}
            disabled={disabled}
            translateChoice={false}
            validate={rules(`${prefix}.fontFamily`)}
          />
          <FontSample source={`${prefix}.fontFamily`} />
          {shop ? (
            <>
              <RadioButtonGroupInput
                source="shop.backgroundMode"
                label={label('background')}
                choices={['COLOR', 'IMAGE'].map((id) => ({ id, name: label(`background_${id}`) }))}
                disabled={disabled}
              />
              {mode === 'IMAGE' ? (
                <UploadInput source="shop.background" label={label('backgroundImage')} kind="logo" disabled={disabled} thumbnail />
              ) : (
                <ColorInput
                  source="shop.backgroundColor"
                  label={label('backgroundColor')}
                  disabled={disabled}
                  validate={rules('shop.backgroundColor')}
                />
              )}
              <BooleanInput source="shop.isTextButtonBlack" label={label('isTextButtonBlack')} disabled={disabled} />
              <BooleanInput
                source="shop.overrideWhitelabelConfiguration"
                label={label('overrideWhitelabelConfiguration')}
                disabled={disabled}
              />
            </>
          ) : (
            <ColorInput
              source="merchant.backgroundColor"
              label={label('backgroundColor')}
              disabled={disabled}
              validate={rules('merchant.backgroundColor')}
            />
          )}
          <BooleanInput source={`${prefix}.enableSecuredByLogo`} label={label('enableSecuredByLogo')} disabled={disabled} />
        </>
      )}
    </Box>
  );
}
