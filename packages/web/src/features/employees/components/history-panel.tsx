import { Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useEmployeeAudit } from '../api/get-employee.ts';
import type { AuditEntry } from '../api/types.ts';
import { type AuditChange, formatAuditValue, listAuditChanges, type ValueTexts } from './audit-changes.ts';

// Code values the locale already names, by the key they are stored under.
const CODE_PREFIXES: Record<string, string> = {
  employmentType: 'employmentType',
  salaryForm: 'salaryForm',
  endReason: 'reason',
  reason: 'reason',
  method: 'tax.method',
  rule: 'vacation.rules',
  plan: 'pension',
};

const wrap = { overflowWrap: 'anywhere' } as const;

/** The employee's audit trail: who changed what and when, field by field in the reader's terms. */
export function HistoryPanel({ scope, employeeId }: { scope: EmployerScope; employeeId: string }) {
  const { t } = useTranslation('employees');
  const audit = useEmployeeAudit(scope, employeeId, true);
  if (audit.isPending) return <PageLoader />;
  if (!audit.data?.length) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table aria-label={t('tabs.history')} layout="fixed" style={wrap}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="22%">{t('history.when')}</Table.Th>
          <Table.Th w="18%">{t('history.who')}</Table.Th>
          <Table.Th w="20%">{t('history.what')}</Table.Th>
          <Table.Th>{t('history.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {audit.data.map((entry) => (
          <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
            <Table.Td>
              {new Date(entry.occurredAt).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' })}
            </Table.Td>
            <Table.Td>{entry.actor ?? ''}</Table.Td>
            <Table.Td>
              {t(`history.actions.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}
            </Table.Td>
            <Table.Td>
              <ChangeList entry={entry} t={t} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChangeList({ entry, t }: { entry: AuditEntry; t: TFunction<'employees'> }) {
  const changes = listAuditChanges(entry.before, entry.after);
  const texts: ValueTexts = {
    yes: t('form.yes'),
    no: t('form.no'),
    hasManager: t('employment.hasManager'),
    translateCode: (key, value) => {
      const prefix = CODE_PREFIXES[key];
      return prefix ? t(`${prefix}.${value}`, { defaultValue: value }) : undefined;
    },
  };
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.path.join('.')} size="sm" style={wrap}>
          <Text span fw={500}>
            {labelOf(change, t)}:
          </Text>{' '}
          {describeChange(change, texts)}
        </Text>
      ))}
      {entry.hiddenChanges && (
        <Text size="sm" c="dimmed" fs="italic" style={wrap}>
          {t('history.hiddenChanges')}
        </Text>
      )}
    </Stack>
  );
}

function labelOf(change: AuditChange, t: TFunction<'employees'>): string {
  return change.path
    .map((segment) =>
      typeof segment === 'number'
        ? String(segment + 1)
        : t(`history.fields.${segment}`, { defaultValue: t(`fields.${segment}`, { defaultValue: segment }) }),
    )
    .join(' › ');
}

function describeChange(change: AuditChange, texts: ValueTexts): string {
  const key = change.path.at(-1) ?? '';
  const after = formatAuditValue(key, change.after, texts);
  if (change.before === undefined) return after;
  return `${formatAuditValue(key, change.before, texts)} → ${after}`;
}
