import type { EventGroup } from '@lonsam/domain/events/event-groups';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../../ui/list-editor/list-table.tsx';
import { type SalaryTypeChoice, salaryTypeLabel } from '../event-templates/salary-type-choices-api.ts';
import type { EmploymentChoice } from './event-groups-api.ts';

// Beyond this many names the cell says how many instead.
const MAX_NAMES = 3;

/** The company's groups: whom each applies to and what they may report. */
export function EventGroupTable(props: {
  groups: readonly EventGroup[];
  employments: readonly EmploymentChoice[] | undefined;
  salaryTypes: readonly SalaryTypeChoice[] | undefined;
  onEdit?: (group: EventGroup) => void;
  onRemove?: (group: EventGroup) => void;
}) {
  const { t } = useTranslation('event-template');
  const employees = (group: EventGroup) => {
    if (group.employmentIds.length === 0) return t('groups.everyone');
    if (group.employmentIds.length > MAX_NAMES)
      return t('groups.employeeCount', { count: group.employmentIds.length });
    return group.employmentIds
      .map(
        (id) =>
          props.employments?.find((choice) => choice.employmentId === id)?.name ??
          t('groups.unknownEmployment'),
      )
      .join(', ');
  };
  const salaryTypes = (group: EventGroup) => {
    if (group.salaryTypeCodes === 'all') return t('groups.allSalaryTypes');
    if (group.salaryTypeCodes.length === 0) return '–';
    return group.salaryTypeCodes.map((code) => salaryTypeLabel(code, props.salaryTypes)).join(', ');
  };
  return (
    <ListTable
      label={t('groups.table')}
      minWidth={720}
      items={props.groups}
      columns={[
        { header: t('groups.columns.name'), cell: (group) => group.name },
        { header: t('groups.columns.employees'), cell: employees },
        {
          header: t('groups.columns.kinds'),
          cell: (group) => group.kinds.map((kind) => t(`kinds.${kind}`)).join(', '),
        },
        {
          header: t('groups.columns.absenceTypes'),
          cell: (group) =>
            group.absenceTypes.length === 0
              ? '–'
              : group.absenceTypes.map((type) => t(`absenceTypes.${type}`)).join(', '),
        },
        { header: t('groups.columns.salaryTypes'), cell: salaryTypes },
      ]}
      actions={
        props.onEdit && {
          header: t('groups.columns.actions'),
          onEdit: props.onEdit,
          onRemove: (group) => props.onRemove?.(group),
          editLabel: (group) => t('groups.edit.button', { name: group.name }),
          removeLabel: (group) => t('groups.remove.button', { name: group.name }),
          editText: t('groups.edit.short'),
          removeText: t('groups.remove.confirm'),
        }
      }
    />
  );
}
