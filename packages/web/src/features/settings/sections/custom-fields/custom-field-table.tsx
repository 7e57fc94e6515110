import type { CustomField } from '@lonsam/domain/settings/custom-field-settings';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../../ui/list-editor/list-table.tsx';

/** The company's own fields: name, type, what they belong to and whether they are required. */
export function CustomFieldTable(props: {
  fields: readonly CustomField[];
  onEdit?: (field: CustomField) => void;
  onRemove?: (field: CustomField) => void;
}) {
  const { t } = useTranslation('settings-custom-fields');
  return (
    <ListTable
      label={t('table')}
      minWidth={520}
      items={props.fields}
      columns={[
        { header: t('columns.label'), cell: (field) => field.label },
        {
          header: t('columns.type'),
          cell: (field) => (
            <>
              {t(`types.${field.type}`)}
              {field.type === 'choice' ? `: ${field.options.join(', ')}` : ''}
            </>
          ),
        },
        { header: t('columns.entity'), cell: (field) => t(`entities.${field.entity}`) },
        { header: t('columns.isRequired'), cell: (field) => t(field.isRequired ? 'yes' : 'no') },
      ]}
      actions={
        props.onEdit && {
          header: t('columns.actions'),
          onEdit: props.onEdit,
          onRemove: (field) => props.onRemove?.(field),
          editLabel: (field) => t('edit.button', { label: field.label }),
          removeLabel: (field) => t('remove.button', { label: field.label }),
          editText: t('edit.short'),
          removeText: t('remove.confirm'),
        }
      }
    />
  );
}
