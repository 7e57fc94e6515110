import {
  createEmployeeCsvTemplate,
  EMPLOYEE_CSV_CHOICES,
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEE_CSV_TEMPLATE_FILE_NAME,
} from '@lonsam/domain/employees/employee-csv';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { downloadCsv } from '../../../ui/data-table/csv.ts';
import { readFieldErrors } from '../../../ui/forms/field-errors.ts';
import { showToast } from '../../../ui/toast.ts';
import { useCommitImport, usePreviewImport } from '../api/import-employees.ts';
import type { ImportPreview } from '../api/types.ts';
import { listImportErrors } from './import-error-columns.ts';

/** A failed commit that carries the rows (400 `IMPORT_HAS_ERRORS`): the register changed since the preview. */
function readImportRows(error: unknown): ImportPreview | undefined {
  if (!isApiError(error) || error.code !== 'IMPORT_HAS_ERRORS') return undefined;
  const { rows, validCount, invalidCount } = error.problem as Partial<ImportPreview>;
  return Array.isArray(rows)
    ? { rows, validCount: validCount ?? 0, invalidCount: invalidCount ?? 0 }
    : undefined;
}

/**
 * CSV import: choose a file, see every row checked by the server (Swedish errors per row), then
 * import all rows in one go — or none, when any row has an error.
 */
export function ImportEmployeesPage({ scope, base }: { scope: EmployerScope; base: string }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const preview = usePreviewImport(scope);
  const commit = useCommitImport(scope);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | undefined>();
  const [result, setResult] = useState<ImportPreview | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();

  async function choose(next: File | null) {
    setFile(next);
    setResult(undefined);
    setFileError(undefined);
    setCsv(undefined);
    if (!next) return;
    const text = await next.text();
    setCsv(text);
    try {
      setResult(await preview.mutateAsync(text));
    } catch (error) {
      setFileError(readFieldErrors(error, t('import.previewFailed'), t).csv);
    }
  }

  async function runImport() {
    if (!csv) return;
    try {
      const { created } = await commit.mutateAsync(csv);
      void showToast({ type: 'success', title: t('import.done', { count: created }) });
      navigate(base);
    } catch (error) {
      const rows = readImportRows(error);
      if (rows) {
        setResult(rows);
        void showToast({ type: 'error', title: t('import.nothingSaved') });
        return;
      }
      setFileError(readFieldErrors(error, t('import.failed'), t).csv);
    }
  }

  const hasErrors = (result?.invalidCount ?? 0) > 0;
  return (
    <Stack>
      <Title order={2}>{t('import.title')}</Title>
      <Text size="sm">{t('import.intro')}</Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {EMPLOYEE_CSV_COLUMNS.join(';')}
      </Code>
      <Text size="sm" c="dimmed">
        {t('import.columnsHint')}
      </Text>
      <AcceptedValues />
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => downloadCsv(createEmployeeCsvTemplate(), EMPLOYEE_CSV_TEMPLATE_FILE_NAME)}
        >
          {t('import.template')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('import.templateHint')}
        </Text>
      </Group>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(next) => void choose(next)}
        error={fileError}
        clearable
        clearButtonProps={{ 'aria-label': t('import.clearFile') }}
        maw={420}
      />
      {preview.isPending && <Text size="sm">{t('import.checking')}</Text>}
      {result && (
        <Stack gap="sm">
          {hasErrors ? (
            <Alert color="red" title={t('import.hasErrors', { count: result.invalidCount })} role="alert">
              {t('import.fixAndChooseAgain')}
            </Alert>
          ) : (
            <Alert color="green" title={t('import.allValid', { count: result.validCount })}>
              {t('import.allOrNothing')}
            </Alert>
          )}
          {/* Narrower than its table on a phone, the region scrolls: the keyboard reaches it (axe
              scrollable-region-focusable), as the rows have nothing focusable of their own. */}
          <Table.ScrollContainer
            minWidth={360}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('import.preview') },
            }}
          >
            <Table aria-label={t('import.preview')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.line')}</Table.Th>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th>{t('list.personnummer')}</Table.Th>
                  <Table.Th>{t('import.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rows.map((row) => {
                  const errors = listImportErrors(row.errors);
                  return (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>
                        {row.firstName} {row.lastName}
                      </Table.Td>
                      <Table.Td>{row.personnummer}</Table.Td>
                      <Table.Td>
                        {errors.length === 0 ? (
                          // Filled, so the theme's auto contrast gives it dark text: the light variant's
                          // green-9 on green-1 read 3.8:1 (axe color-contrast).
                          <Badge color="green" variant="filled">
                            {t('import.rowOk')}
                          </Badge>
                        ) : (
                          <List size="sm" c="red">
                            {errors.map((error) => (
                              <List.Item key={error}>{error}</List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Group>
        <Button onClick={runImport} disabled={!result || hasErrors} loading={commit.isPending}>
          {result && !hasErrors ? t('import.commit', { count: result.validCount }) : t('import.commitNone')}
        </Button>
        <Anchor component={Link} to={base}>
          {t('import.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * What each enumerated column accepts, from the domain the server reads the file with: the words
 * stay Swedish in every language, as the file's column names do.
 */
function AcceptedValues() {
  const { t } = useTranslation('employees');
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={t('import.acceptedValues')} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.acceptedColumn')}</Table.Th>
              <Table.Th>{t('import.acceptedWords')}</Table.Th>
              <Table.Th>{t('import.acceptedCodes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(EMPLOYEE_CSV_CHOICES).map(([column, choices]) => (
              <Table.Tr key={column}>
                <Table.Td>
                  <Code>{column}</Code>
                </Table.Td>
                <Table.Td>{choices.map((choice) => choice.label).join(', ')}</Table.Td>
                <Table.Td>{choices.map((choice) => choice.code).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('import.acceptedHint')}
      </Text>
    </Stack>
  );
}
