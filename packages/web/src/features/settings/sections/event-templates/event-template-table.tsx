import type { EventTemplate } from '@lonsam/domain/events/event-templates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../../ui/list-editor/list-table.tsx';
import { type SalaryTypeChoice, salaryTypeLabel } from './salary-type-choices-api.ts';

const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const kronor = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a template fills in, in words ("Sjukfrånvaro, 50 %"; "210 Övertid enkel (M/94), antal 2"). */
export function describeTemplate(
  template: EventTemplate,
  t: TFunction<'event-template'>,
  salaryTypes: readonly SalaryTypeChoice[] | undefined,
): string {
  const payload = template.payload;
  switch (payload.kind) {
    case 'absence': {
      const type = t(`absenceTypes.${payload.absenceType}`);
      if (payload.extent.mode === 'hours')
        return t('templates.summary.hours', { type, hours: decimal.format(payload.extent.hoursPerDay) });
      if (payload.extent.mode === 'percent')
        return t('templates.summary.percent', { type, percent: decimal.format(payload.extent.percent) });
      return t('templates.summary.wholeDays', { type });
    }
    case 'transaction': {
      const parts = [salaryTypeLabel(payload.salaryTypeCode, salaryTypes)];
      if (payload.quantity !== undefined)
        parts.push(t('templates.summary.quantity', { quantity: decimal.format(payload.quantity) }));
      if (payload.amountOre !== undefined)
        parts.push(t('templates.summary.amount', { amount: kronor.format(payload.amountOre / 100) }));
      if (parts.length === 1) parts.push(t('templates.summary.enteredOnUse'));
      return parts.join(', ');
    }
    case 'travel':
      return [
        payload.destination ?? t('templates.summary.noDestination'),
        ...(payload.country === 'SE' ? [] : [t('templates.summary.abroad', { country: payload.country })]),
        ...(payload.overnight ? [t('templates.summary.overnight')] : []),
      ].join(', ');
    case 'balance':
      return [
        t(`balances.${payload.balance}`),
        ...(payload.change === undefined
          ? []
          : [t('templates.summary.change', { change: decimal.format(payload.change) })]),
        ...(payload.reason ? [payload.reason] : []),
      ].join(', ');
  }
}

/** The company's templates: name, kind and what each fills in. */
export function EventTemplateTable(props: {
  templates: readonly EventTemplate[];
  salaryTypes: readonly SalaryTypeChoice[] | undefined;
  onEdit?: (template: EventTemplate) => void;
  onRemove?: (template: EventTemplate) => void;
}) {
  const { t } = useTranslation('event-template');
  return (
    <ListTable
      label={t('templates.table')}
      minWidth={520}
      items={props.templates}
      columns={[
        { header: t('templates.columns.name'), cell: (template) => template.name },
        { header: t('templates.columns.kind'), cell: (template) => t(`kinds.${template.payload.kind}`) },
        {
          header: t('templates.columns.details'),
          cell: (template) => describeTemplate(template, t, props.salaryTypes),
        },
      ]}
      actions={
        props.onEdit && {
          header: t('templates.columns.actions'),
          onEdit: props.onEdit,
          onRemove: (template) => props.onRemove?.(template),
          editLabel: (template) => t('templates.edit.button', { name: template.name }),
          removeLabel: (template) => t('templates.remove.button', { name: template.name }),
          editText: t('templates.edit.short'),
          removeText: t('templates.remove.confirm'),
        }
      }
    />
  );
}
