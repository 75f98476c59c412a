import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput, UploadInput, WizardActions, mustUpload } from '../../src/framework';
import { disclaimerRule } from './refundValidators';
import { refundKey } from './refundKey';
import { slotField, type RefundWizardValues } from './wizardValues';

/**
 * The documents step (spec 02 §5): one file per slot the request asks for (a slot left empty says
 * 'must upload' and its description), the disclaimer, then Confirm, which sends the request.
 */
export function DocumentsStep({ busy, onBack }: { busy: boolean; onBack(): void }) {
  const translate = useTranslate();
  const lookup = useWatch<RefundWizardValues, 'lookup'>({ name: 'lookup' });
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(refundKey('wizard.documents.intro'))}
      </Typography>
      {(lookup?.documents ?? []).map((slot) => {
        const description = translate(refundKey(`document_descriptions.${slot.documentType}`), { _: slot.description });
        return (
          <UploadInput
            key={slot.documentTypeId}
            source={`documents.${slotField(slot.documentTypeId)}`}
            label={refundKey(`document_types.${slot.documentType}`)}
            description={description}
            kind="document"
            validate={mustUpload(description)}
          />
        );
      })}
      <CheckboxInput source="disclaimer" label={refundKey('wizard.documents.disclaimer')} validate={disclaimerRule} />
      <WizardActions onBack={onBack} submit busy={busy} nextLabel={refundKey('wizard.documents.confirm')} />
    </Stack>
  );
}
