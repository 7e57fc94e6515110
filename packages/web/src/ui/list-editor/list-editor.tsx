import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { ListEditorState } from './use-list-editor.ts';

export type ListEditorTexts = {
  intro: string;
  /** Shown instead of the table when the list is empty. */
  empty: string;
  addTitle: string;
  editTitle: string;
  addSubmit: string;
  editSubmit: string;
  editCancel: string;
  removeTitle: string;
  removeConfirm: string;
  removeCancel: string;
};

/**
 * A settings list edited one row at a time: the intro, a 409 conflict, the table (or that there is
 * nothing yet), the add / edit form with the row's fields, and the removal's confirmation.
 */
export function ListEditor<Item extends { id: string }, V extends object>(props: {
  editor: ListEditorState<Item, V>;
  stored: readonly Item[];
  canEdit: boolean;
  isSaving: boolean;
  texts: ListEditorTexts;
  /** The removal's question about one row. */
  removeMessage: (item: Item | undefined) => string;
  /** Shown above the table (a note that choices could not be loaded). */
  notice?: ReactNode;
  table: ReactNode;
  /** The form's fields, under its title. */
  children: ReactNode;
}) {
  const { editor, texts } = props;
  const { form, editingId } = editor;
  const title = editingId ? texts.editTitle : texts.addTitle;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      {form.conflictAlert}
      {props.notice}
      {props.stored.length === 0 ? (
        <Text size="sm" role="status">
          {texts.empty}
        </Text>
      ) : (
        props.table
      )}
      {props.canEdit && (
        <form onSubmit={editor.submit} noValidate aria-label={title}>
          <Stack>
            <Title order={3}>{title}</Title>
            {props.children}
            <Group>
              <Button type="submit" loading={props.isSaving}>
                {editingId ? texts.editSubmit : texts.addSubmit}
              </Button>
              {editingId && (
                <Button variant="default" onClick={editor.stopEdit}>
                  {texts.editCancel}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        isOpen={editor.removing !== undefined}
        title={texts.removeTitle}
        message={props.removeMessage(editor.removing)}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.removeCancel}
        isBusy={props.isSaving}
        onConfirm={() => void editor.remove()}
        onCancel={() => editor.setRemoving(undefined)}
      />
    </Stack>
  );
}
