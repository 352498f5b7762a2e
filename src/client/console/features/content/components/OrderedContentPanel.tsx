import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toastShown } from '../../../../stores/toasts-slice';
import { movedOne } from '../lib/content-forms';
import { OrderedRow } from './OrderedRow';

/** How one item shows in the list: its thumbnail and the lines beside it. */
export interface OrderedItemView {
  /** Names the row for the buttons' accessible names ('Đưa lên Banner 2'). */
  readonly label: string;
  readonly image: string;
  readonly ratio: number;
  readonly body: ReactNode;
}

interface OrderedContentPanelProps<T extends { readonly id: number }> {
  readonly items: readonly T[] | undefined;
  readonly loading: boolean;
  readonly texts: { readonly add: string; readonly empty: string; readonly deleted: string; readonly deleteTitle: string };
  readonly view: (item: T, index: number) => OrderedItemView;
  readonly deleteBody: (item: T) => ReactNode;
  /** Sends every id once, in the new order. */
  readonly reorder: (ids: number[]) => unknown;
  readonly moving: boolean;
  /** Deletes one item; resolves to the mutation's result (`error` on a refusal, which the base query toasts). */
  readonly remove: (id: number) => Promise<{ error?: unknown }>;
  readonly removing: boolean;
  /** The create (no item) or edit dialog. */
  readonly dialog: (item: T | undefined, close: () => void) => ReactNode;
}

/**
 * An ordered list of Home's content (banners, partners): add, edit, move up/down, delete after a
 * confirmation. What differs between them (the row's look, the dialog, the calls) comes in as props.
 */
export function OrderedContentPanel<T extends { readonly id: number }>(props: OrderedContentPanelProps<T>) {
  const { items = [], texts: t } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const dispatch = useAppDispatch();

  async function confirmDelete(item: T) {
    const result = await props.remove(item.id);
    setDeleting(null);
    if (!('error' in result)) dispatch(toastShown(t.deleted, 'success'));
  }

  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </HStack>
      {props.loading && <Text color="gray.500">{texts.console.loading}</Text>}
      {props.items && items.length === 0 && <Text color="gray.500">{t.empty}</Text>}
      <Stack as="ol" gap="2" p="0" m="0">
        {items.map((item, index) => {
          const view = props.view(item, index);
          return (
            <OrderedRow
              key={item.id}
              label={view.label}
              image={view.image}
              ratio={view.ratio}
              first={index === 0}
              last={index === items.length - 1}
              moving={props.moving}
              onMove={(step) => void props.reorder(movedOne(items.map((i) => i.id), index, step))}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            >
              {view.body}
            </OrderedRow>
          );
        })}
      </Stack>
      {editing && props.dialog(editing === 'new' ? undefined : editing, () => setEditing(null))}
      {deleting && (
        <ConfirmDialog
          open
          role="alertdialog"
          title={t.deleteTitle}
          confirmLabel={texts.console.content.delete}
          cancelLabel={texts.console.cancel}
          tone="red"
          sending={props.removing}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <Text>{props.deleteBody(deleting)}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
