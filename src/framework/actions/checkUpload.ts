import { UPLOAD_KINDS, extensionsOf, formatBytes, nameAndSizeProblem, type UploadKind } from '../../../contract/uploadRules';

/** A file refused before it is sent: an i18n key under grid.* and its arguments. */
export interface UploadRefusal {
  message: string;
  args: Record<string, string>;
}

/**
 * The upload kind's rules a browser can check before sending (the name's type, emptiness, the
 * size), from the declaration the server enforces (src/providers/uploadRules.ts). The server
 * still checks the content and the quota; its refusal arrives as the call's error.
 */
export function checkUpload(file: File, kind: UploadKind): UploadRefusal | undefined {
  const problem = nameAndSizeProblem(kind, file.name, file.size);
  if (!problem) return undefined;
  const max = formatBytes(UPLOAD_KINDS[kind].maxBytes);
  switch (problem.code) {
    case 'type':
      return {
        message: 'grid.file_wrong_type',
        args: {
          name: file.name,
          types: extensionsOf(kind)
            .map((e) => e.toUpperCase())
            .join(', '),
          max,
        },
      };
    case 'empty':
      return { message: 'grid.file_empty', args: { name: file.name } };
    case 'size':
      return { message: 'grid.file_too_large', args: { name: file.name, max } };
  }
}
