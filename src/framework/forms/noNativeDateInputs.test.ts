import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

/** Every source file of the screens and the app (tests apart: they may name what they forbid). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What puts the browser's own date box on a screen, which shows its own format (11/25/2026 in an
 * American browser) instead of the app's DD/MM/YYYY: an input of a date type, or react-admin's
 * DateInput, DateTimeInput and TimeInput, which render one.
 */
const NATIVE_DATE = [
  /type\s*[=:]\s*\{?\s*["'`](date|datetime-local|time|month|week)["'`]/,
  /\b(DateInput|DateTimeInput|TimeInput)\b[^;]*from\s+['"]react-admin['"]/,
  /<(DateInput|DateTimeInput|TimeInput)\b/,
];

describe('dates the user types (issue #31)', () => {
  it('go through the framework date inputs, never the browser own date box', () => {
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'resources'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          NATIVE_DATE.some((pattern) => pattern.test(line)) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    const lines = [
      '<TextField type="date" />',
      "inputProps={{ type: 'datetime-local' }}",
      "import { DateInput, TextInput } from 'react-admin';",
      '<DateTimeInput source="sendDate" />',
    ];
    expect(lines.filter((line) => NATIVE_DATE.some((pattern) => pattern.test(line)))).toEqual(lines);
  });
});
