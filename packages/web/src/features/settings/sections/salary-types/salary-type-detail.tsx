import { Button, CloseButton, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { SalaryTypeEditForm } from './salary-type-edit-form.tsx';
import { SalaryTypeVersionForm } from './salary-type-version-form.tsx';
import { type SalaryTypeDetail, useSalaryType } from './salary-types-api.ts';

/** One type: its name and accounts to edit, its versions, and a new version from a date. */
export function SalaryTypeDetailPanel(props: {
  scope: EmployerScope;
  id: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('salary-types');
  const query = useSalaryType(props.scope, props.id);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  const type = query.data;
  const title = t('detail.title', { code: type.code, name: type.name });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{title}</Title>
          <CloseButton aria-label={t('detail.close')} onClick={props.onClose} />
        </Group>
        <Text size="sm">
          {t(`kinds.${type.kind}`)} · {t(`units.${type.unit}`)}
        </Text>
        {type.isStandard && (
          <Text size="sm" c="dimmed">
            {t('detail.standard')}
          </Text>
        )}
        <SalaryTypeEditForm scope={props.scope} type={type} canEdit={props.canEdit} />
        <VersionTable type={type} />
        {props.canEdit && type.versions.length > 0 && (
          <SalaryTypeVersionForm scope={props.scope} type={type} />
        )}
        <Group>
          <Button variant="default" onClick={props.onClose}>
            {t('detail.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function VersionTable({ type }: { type: SalaryTypeDetail }) {
  const { t } = useTranslation('salary-types');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <Stack gap="xs">
      <Title order={4}>{t('detail.versions')}</Title>
      {/* On a narrow screen the table scrolls sideways: its viewport takes the focus, so the keyboard can scroll it too. */}
      <Table.ScrollContainer
        minWidth={720}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('detail.versions') },
        }}
      >
        <Table aria-label={t('detail.versions')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.validFrom')}</Table.Th>
              <Table.Th>{t('treatment.tax')}</Table.Th>
              <Table.Th>{t('columns.contributions')}</Table.Th>
              <Table.Th>{t('treatment.vacationEarning')}</Table.Th>
              <Table.Th>{t('treatment.pensionEarning')}</Table.Th>
              <Table.Th>{t('treatment.agiBox')}</Table.Th>
              <Table.Th>{t('treatment.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {type.versions.map((version) => (
              <Table.Tr key={version.validFrom}>
                <Table.Td>
                  {version.validFrom}
                  {type.current?.validFrom === version.validFrom && ` (${t('detail.current')})`}
                </Table.Td>
                <Table.Td>{t(`taxes.${version.treatment.tax}`)}</Table.Td>
                <Table.Td>{yesNo(version.treatment.contributionBase)}</Table.Td>
                <Table.Td>{yesNo(version.treatment.vacationEarning)}</Table.Td>
                <Table.Td>{yesNo(version.treatment.pensionEarning)}</Table.Td>
                <Table.Td>
                  {version.treatment.agiBox
                    ? t(`agiBoxes.${version.treatment.agiBox}`)
                    : t('treatment.noBox')}
                </Table.Td>
                <Table.Td>{t(`rateMethods.${version.treatment.rateRule.method}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
