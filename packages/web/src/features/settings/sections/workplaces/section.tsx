import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployerScope, useEmployerScope } from '../../../../lib/employer-scope.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { readFieldErrors } from '../../../../ui/forms/field-errors.ts';
import { PrivilegeGate, useHasPrivilege } from '../../../../ui/privileges/privilege-gate.tsx';
import { showToast } from '../../../../ui/toast.ts';
import { WorkplaceForm } from './workplace-form.tsx';
import { WorkplaceTable } from './workplace-table.tsx';
import { useSaveWorkplace, useWorkplaces, type WorkplaceList, type WorkplaceView } from './workplaces-api.ts';

const WORKPLACE: PrivilegeId = 'TenantManagement.Workplace';

/** /{employerId}/settings/workplaces: Arbetsställen, behind its privilege. */
export function SettingsSectionScreen() {
  return (
    <PrivilegeGate privilege={WORKPLACE} fallback="explain">
      <WorkplacesPanel />
    </PrivilegeGate>
  );
}

function WorkplacesPanel() {
  const scope = useEmployerScope();
  const { t } = useTranslation('settings-workplaces');
  const canEdit = useHasPrivilege(WORKPLACE, true);
  const query = useWorkplaces(scope);
  if (query.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (query.isError) return <Text c="red">{t('loadFailed')}</Text>;
  return <WorkplacesSettings scope={scope} list={query.data} canEdit={canEdit} />;
}

/** The list, the add/edit form and the archive confirmation. */
export function WorkplacesSettings(props: { scope: EmployerScope; list: WorkplaceList; canEdit: boolean }) {
  const { list, canEdit } = props;
  const { t } = useTranslation('settings-workplaces');
  const { t: translate } = useTranslation();
  const save = useSaveWorkplace(props.scope);
  const [editing, setEditing] = useState<WorkplaceView | 'new' | undefined>();
  const [archiving, setArchiving] = useState<WorkplaceView | undefined>();

  async function change(kind: 'archive' | 'restore', workplace: WorkplaceView) {
    try {
      await save.mutateAsync({ kind, id: workplace.id, version: workplace.version });
      void showToast({ type: 'success', title: t(`${kind}.done`, { name: workplace.name }) });
    } catch (error) {
      // WORKPLACE_IN_USE and VERSION_CONFLICT toast their Swedish texts.
      readFieldErrors(error, t('saveFailed'), translate);
    }
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {list.needsWorkplaceNumbers &&
        list.workplaces.some((row) => !row.workplaceNumber && !row.archivedAt) && (
          <Alert color="orange" title={t('numbersNeeded.title')}>
            {t('numbersNeeded.text')}
          </Alert>
        )}
      {list.workplaces.length === 0 ? (
        <Text size="sm" role="status">
          {t(canEdit ? 'empty' : 'emptyReadOnly')}
        </Text>
      ) : (
        <WorkplaceTable
          workplaces={list.workplaces}
          onEdit={canEdit ? setEditing : undefined}
          onArchive={canEdit ? setArchiving : undefined}
          onRestore={canEdit ? (workplace) => void change('restore', workplace) : undefined}
        />
      )}
      {canEdit &&
        (editing ? (
          <WorkplaceForm
            key={editing === 'new' ? 'new' : editing.id}
            scope={props.scope}
            workplace={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        ) : (
          <Button onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
            {t('add.open')}
          </Button>
        ))}
      <ConfirmDialog
        isOpen={archiving !== undefined}
        title={t('archive.title', { name: archiving?.name ?? '' })}
        message={t('archive.message')}
        confirmLabel={t('archive.confirm')}
        cancelLabel={t('cancel')}
        isBusy={save.isPending}
        onCancel={() => setArchiving(undefined)}
        onConfirm={() => {
          const workplace = archiving;
          setArchiving(undefined);
          if (workplace) void change('archive', workplace);
        }}
      />
    </Stack>
  );
}
