import type { AgiPeriodView } from '@lonsam/domain/contracts/agi/agi-declarations';
import { Alert, Badge, Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useHasPrivilege } from '../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../ui/toast.ts';
import {
  agiKey,
  fetchAgiXml,
  useAgiPeriods,
  useCreateAgiDeclaration,
  useMarkAgiSubmitted,
} from '../api/agi.ts';
import { downloadFile } from './download-file.ts';
import { formatKronor, formatPeriod } from './format.ts';
import { ProblemText } from './problem-text.tsx';

const TAX = ['ReportingAndCompliance.TaxReport', 'IngestionAndIntegrations.TaxAuthority'] as const;

function StatusCell({ period }: { period: AgiPeriodView }) {
  const { t } = useTranslation('reports');
  const declaration = period.declaration;
  if (!declaration) return <Text size="sm">{t('agi.notCreated')}</Text>;
  const color = { created: 'gray', downloaded: 'blue', submitted: 'green' }[declaration.status];
  return (
    <Stack gap={4}>
      <Badge color={color} variant="dot" tt="none">
        {t(`agi.status.${declaration.status}`, { date: declaration.submittedOn ?? '' })}
      </Badge>
      <Text size="xs">{t('agi.revision', { revision: declaration.revision })}</Text>
    </Stack>
  );
}

function SubmitForm({ period, onDone }: { period: AgiPeriodView; onDone: () => void }) {
  const scope = useEmployerScope();
  const { t } = useTranslation('reports');
  const mark = useMarkAgiSubmitted(scope);
  const [date, setDate] = useState(period.dueDate);
  const declaration = period.declaration!;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        mark.mutate(
          { id: declaration.id, submittedOn: date, version: declaration.version },
          {
            onSuccess: () => {
              void showToast({ type: 'success', title: t('agi.saved') });
              onDone();
            },
          },
        );
      }}
    >
      <Group gap="xs" align="end">
        <TextInput
          type="date"
          label={t('agi.submittedOn')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          required
          size="xs"
        />
        <Button type="submit" size="xs" loading={mark.isPending}>
          {t('agi.save')}
        </Button>
        <Button variant="subtle" size="xs" onClick={onDone}>
          {t('agi.cancel')}
        </Button>
      </Group>
      {mark.isError && (
        <Alert color="red" mt="xs">
          <ProblemText error={mark.error} employerId={scope.employerId} t={t} />
        </Alert>
      )}
    </form>
  );
}

function PeriodActions({ period }: { period: AgiPeriodView }) {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  const canWrite = useHasPrivilege(TAX, true);
  const create = useCreateAgiDeclaration(scope);
  const queryClient = useQueryClient();
  const [isMarking, setMarking] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const name = formatPeriod(period.period, i18n.language);
  const declaration = period.declaration;
  const needsNew = !declaration || period.outdated;
  const download = async () => {
    if (!declaration) return;
    setDownloadError(null);
    try {
      const blob = await fetchAgiXml(scope, declaration.id);
      downloadFile(blob, `arbetsgivardeklaration-${period.period}-${declaration.revision}.xml`);
      // The server marks the declaration downloaded: show it.
      void queryClient.invalidateQueries({ queryKey: agiKey(scope) });
    } catch (error) {
      setDownloadError(error);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {needsNew && canWrite && (
          <Button
            size="xs"
            loading={create.isPending}
            onClick={() =>
              create.mutate(period.period, {
                onSuccess: () =>
                  void showToast({ type: 'success', title: t('agi.created', { period: name }) }),
              })
            }
          >
            {declaration ? t('agi.createNew') : t('agi.create')}
          </Button>
        )}
        {declaration && (
          <Button
            size="xs"
            variant="light"
            onClick={download}
            aria-label={t('agi.downloadLabel', { period: name })}
          >
            {t('agi.download')}
          </Button>
        )}
        {declaration && declaration.status !== 'submitted' && canWrite && !isMarking && (
          <Button size="xs" variant="subtle" onClick={() => setMarking(true)}>
            {t('agi.markSubmitted')}
          </Button>
        )}
      </Group>
      {isMarking && declaration && <SubmitForm period={period} onDone={() => setMarking(false)} />}
      {period.outdated && <Text size="xs">{t('agi.outdated')}</Text>}
      {period.workplaceAddressMissing.length > 0 && (
        <Alert
          color="yellow"
          title={t('agi.workplaceMissing.title')}
          // Mantine's yellow title on the light yellow ground is under 4.5:1 (axe color-contrast).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="agi-workplace-missing"
        >
          <List size="xs">
            {period.workplaceAddressMissing.map((payee) => (
              <List.Item key={payee.employeeId}>
                {t('agi.workplaceMissing.payee', { name: payee.name })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {create.isError && (
        <Alert color="red">
          <ProblemText error={create.error} employerId={scope.employerId} t={t} />
        </Alert>
      )}
      {downloadError !== null && (
        <Alert color="red">
          <ProblemText error={downloadError} employerId={scope.employerId} t={t} />
        </Alert>
      )}
    </Stack>
  );
}

/** `/{employerId}/reports/agi`: every reporting period with its declaration, due date and amounts. */
export function AgiScreen() {
  const scope = useEmployerScope();
  const { t, i18n } = useTranslation('reports');
  usePageTitle([t('agi.title'), t('title')]);
  const periods = useAgiPeriods(scope);
  const showToPay = useHasPrivilege('ReportingAndCompliance.Payment');
  if (periods.isPending) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={2}>{t('agi.title')}</Title>
      <Text>{t('agi.intro')}</Text>
      {periods.isError && (
        <Alert color="red">
          <ProblemText error={periods.error} employerId={scope.employerId} t={t} />
        </Alert>
      )}
      {periods.data?.length === 0 && <Text>{t('agi.empty')}</Text>}
      {periods.data && periods.data.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('agi.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('agi.columns.period')}</Table.Th>
                <Table.Th scope="col">{t('agi.columns.runs')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('agi.columns.contributions')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('agi.columns.tax')}
                </Table.Th>
                {showToPay && (
                  <Table.Th scope="col" ta="right">
                    {t('agi.columns.toPay')}
                  </Table.Th>
                )}
                <Table.Th scope="col">{t('agi.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('agi.columns.dueDate')}</Table.Th>
                <Table.Th scope="col">{t('agi.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.data.map((period) => {
                const declaration = period.declaration;
                return (
                  <Table.Tr key={period.period} data-testid={`agi-period-${period.period}`}>
                    <Table.Th scope="row">{formatPeriod(period.period, i18n.language)}</Table.Th>
                    <Table.Td>
                      {period.runs.map((run) => (
                        <Text key={run.id} size="sm">
                          {run.label} ({run.payDate})
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="agi-contributions">
                      {declaration ? formatKronor(declaration.contributionsKronor) : '–'}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="agi-tax">
                      {declaration ? formatKronor(declaration.taxKronor) : '–'}
                    </Table.Td>
                    {showToPay && (
                      <Table.Td ta="right" data-testid="agi-to-pay">
                        {declaration?.amountToPayKronor != null && period.paymentDueDate
                          ? t('agi.toPayBy', {
                              amount: formatKronor(declaration.amountToPayKronor),
                              date: period.paymentDueDate,
                            })
                          : '–'}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <StatusCell period={period} />
                    </Table.Td>
                    <Table.Td>{period.dueDate}</Table.Td>
                    <Table.Td>
                      <PeriodActions period={period} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
