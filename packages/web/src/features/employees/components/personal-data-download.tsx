import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { exportPersonalData } from '../api/export-personal-data.ts';

/** Starts a download of `content` as a JSON file. */
function downloadJson(content: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(content, null, 2)}\n`], {
    type: 'application/json;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The GDPR right of access: on "Mina uppgifter" the employee downloads everything held about them
 * (`texts="me"`); on an employee's page an admin downloads it for the employee who asked
 * (`texts="admin"`, the file named after them).
 */
export function PersonalDataDownload({
  scope,
  employeeId,
  texts = 'me',
  fileLabel,
}: {
  scope: EmployerScope;
  employeeId: string;
  texts?: 'me' | 'admin';
  /** The employee's name in the file name, e.g. "anna-andersson". */
  fileLabel?: string;
}) {
  const { t } = useTranslation('employees');
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  async function download() {
    setIsLoading(true);
    setHasFailed(false);
    try {
      const today = new Date().toLocaleDateString('sv-SE');
      const label = fileLabel ? `${fileLabel}-` : '';
      downloadJson(await exportPersonalData(scope, employeeId), `personuppgifter-${label}${today}.json`);
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t(`${texts}.exportIntro`)}</Text>
      <Button variant="default" onClick={download} loading={isLoading}>
        {t(`${texts}.export`)}
      </Button>
      {hasFailed && (
        <Alert color="red" role="alert">
          {t(`${texts}.exportFailed`)}
        </Alert>
      )}
    </Stack>
  );
}
