import { Table } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';

/** A table's only row when it has none: 'Không có mục nào' across every column. */
export function EmptyRow({ columns }: { columns: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} textAlign="center" color="gray.500" py="6">
        {texts.console.empty}
      </Table.Cell>
    </Table.Row>
  );
}
