import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../providers/types';

/** A Blob as a data: address: an <img> shows it with no object URL to revoke. */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });

/**
 * An uploaded image as a small picture (a white label's logo): fetched with the session like any
 * of the user's files (an <img src> could not send the bearer header), nothing shown while it comes
 * or when it cannot be read.
 */
export function FileThumbnail({ fileKey, name }: { fileKey: string; name: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({
    queryKey: ['file', fileKey, 'thumbnail'],
    queryFn: async () => {
      const blob = await dataProvider.readFile(fileKey);
      return blob ? dataUrl(blob) : null;
    },
    // A stored file never changes under its key.
    staleTime: Infinity,
    retry: false,
  });
  if (!data) return null;
  return (
    <Box
      component="img"
      src={data}
      alt={name}
      sx={{ height: 48, maxWidth: 160, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, bgcolor: '#fff' }}
    />
  );
}
