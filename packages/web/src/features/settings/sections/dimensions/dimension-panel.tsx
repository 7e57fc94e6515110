import type { Dimension } from '@lonsam/domain/settings/dimensions';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { readFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { showToast } from '../../../../ui/toast.ts';
import { DimensionObjectForm } from './dimension-object-form.tsx';
import { type DimensionObjectView, useSaveDimensionObject } from './dimensions-api.ts';

/**
 * One dimension (Kostnadsställen or Projekt): its objects, the add/edit form, and delete after a
 * confirmation for an object no employment uses (one in use is deactivated in its form instead).
 */
export function DimensionPanel(props: {
  scope: EmployerScope;
  dimension: Dimension;
  objects: DimensionObjectView[];
  canEdit: boolean;
}) {
  const { dimension, objects, canEdit } = props;
  const { t } = useTranslation('settings-dimensions');
  const { t: translate } = useTranslation();
  const save = useSaveDimensionObject(props.scope);
  const [editing, setEditing] = useState<DimensionObjectView | 'new' | undefined>();
  const [deleting, setDeleting] = useState<DimensionObjectView | undefined>();
  const name = dimension === 'cost-centre' ? 'costCentre' : 'project';

  async function remove(object: DimensionObjectView) {
    try {
      await save.mutateAsync({ kind: 'delete', id: object.id, version: object.version });
      void showToast({ type: 'success', title: t('delete.done', { code: object.code }) });
    } catch (error) {
      // DIMENSION_OBJECT_IN_USE and VERSION_CONFLICT toast their Swedish texts.
      readFieldErrors(error, t('saveFailed'), translate);
    }
  }

  return (
    <Stack component="section" aria-label={t(`${name}.title`)}>
      <Title order={3}>{t(`${name}.title`)}</Title>
      <Text size="sm" c="dimmed">
        {t(`${name}.intro`)}
      </Text>
      {objects.length === 0 ? (
        <Text size="sm" role="status">
          {t(canEdit ? `${name}.empty` : 'emptyReadOnly')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t(`${name}.title`)} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.code')}</Table.Th>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th>{t('columns.employments')}</Table.Th>
                {canEdit && <Table.Th>{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {objects.map((object) => (
                <Table.Tr key={object.id}>
                  <Table.Td>{object.code}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{object.name}</Text>
                      {!object.active && <Badge color="gray">{t('inactive')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{object.employmentCount}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('actions.editNamed', { code: object.code })}
                          onClick={() => setEditing(object)}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={t('actions.deleteNamed', { code: object.code })}
                          disabled={object.employmentCount > 0}
                          title={object.employmentCount > 0 ? t('delete.inUse') : undefined}
                          onClick={() => setDeleting(object)}
                        >
                          {t('actions.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEdit &&
        (editing ? (
          <DimensionObjectForm
            key={editing === 'new' ? 'new' : editing.id}
            scope={props.scope}
            dimension={dimension}
            object={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        ) : (
          <Button variant="light" onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
            {t(`${name}.add`)}
          </Button>
        ))}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title={t('delete.title', { code: deleting?.code ?? '' })}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        isBusy={save.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const object = deleting;
          setDeleting(undefined);
          if (object) void remove(object);
        }}
      />
    </Stack>
  );
}
