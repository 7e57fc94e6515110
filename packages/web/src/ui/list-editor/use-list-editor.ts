import { type FormEvent, useState } from 'react';
import { type FieldErrorMap, toFieldErrors } from '../forms/field-errors.ts';
import { useVersionedForm } from '../forms/use-versioned-form.tsx';
import { showToast } from '../toast.ts';

/** A settings document's schema: the whole list under one key (`{ groups: [...] }`). */
type ListSchema<K extends string, Item> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: { [P in K]: Item[] } }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type ListEditorOptions<K extends string, Item extends { id: string }, V extends object> = {
  /** The key the document holds its list under (`groups`, `templates`, `fields`). */
  listKey: K;
  schema: ListSchema<K, Item>;
  stored: readonly Item[];
  version: number;
  isSaving: boolean;
  /** Saves the whole list with the version read. */
  saveList: (items: Item[]) => Promise<unknown>;
  empty: V;
  toValues: (item: Item) => V;
  toItem: (id: string, values: V) => Item;
  /** The list's errors of one row (`groups.2.name`) as the form's own (`name`). */
  errorsOfRow: (errors: FieldErrorMap, index: number) => FieldErrorMap;
  /** A row's name, for the stored rows a 409 conflict lists. */
  nameOf: (item: Item) => string;
  createId: () => string;
  texts: {
    failureTitle: string;
    /** The conflict's label for the stored rows, and what it says when there are none. */
    storedLabel: string;
    none: string;
    added: string;
    saved: string;
    removed: string;
  };
};

/**
 * The state of a settings list edited one row at a time (event groups, event templates, custom
 * fields): the row form, which row is being edited or removed, and the saves. Each add, change or
 * removal validates and saves the whole list with the version read (settings core, docs/settings.md).
 */
export function useListEditor<K extends string, Item extends { id: string }, V extends object>(
  options: ListEditorOptions<K, Item, V>,
) {
  const { stored, texts } = options;
  const [editingId, setEditingId] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Item | undefined>();
  const form = useVersionedForm<V>({
    initialValues: () => options.empty,
    version: options.version,
    isSaving: options.isSaving,
    failureTitle: texts.failureTitle,
    describeConflict: (current) => [
      {
        label: texts.storedLabel,
        value: ((current[options.listKey] ?? []) as Item[]).map(options.nameOf).join(', ') || texts.none,
      },
    ],
  });
  const { setErrors } = form;

  function startEdit(item: Item) {
    setEditingId(item.id);
    setErrors({});
    form.setValues(options.toValues(item));
  }

  function stopEdit() {
    setEditingId(undefined);
    setErrors({});
    form.setValues(options.empty);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const item = options.toItem(editingId ?? options.createId(), form.values);
    const items = editingId
      ? stored.map((saved) => (saved.id === editingId ? item : saved))
      : [...stored, item];
    const index = items.indexOf(item);
    const parsed = options.schema.safeParse({ [options.listKey]: items });
    if (!parsed.success) {
      setErrors(options.errorsOfRow(toFieldErrors(parsed.error.issues), index));
      return;
    }
    setErrors({});
    if (await form.save(() => options.saveList(parsed.data[options.listKey]))) {
      void showToast({ type: 'success', title: editingId ? texts.saved : texts.added });
      stopEdit();
    } else {
      setErrors((current) => ({ ...current, ...options.errorsOfRow(current, index) }));
    }
  }

  async function remove() {
    if (!removing) return;
    if (await form.save(() => options.saveList(stored.filter((item) => item.id !== removing.id)))) {
      void showToast({ type: 'success', title: texts.removed });
      if (editingId === removing.id) stopEdit();
    }
    setRemoving(undefined);
  }

  return { form, editingId, startEdit, stopEdit, submit, removing, setRemoving, remove };
}

export type ListEditorState<Item extends { id: string }, V extends object> = ReturnType<
  typeof useListEditor<string, Item, V>
>;
