import { Box, Table } from '@chakra-ui/react';
import { Fragment, type Key, type ReactNode } from 'react';

/** `data-*` attributes, for tests and tools (`data-testid`, `data-id`). */
type DataAttributes = { readonly [name: `data-${string}`]: string | number | undefined };
type CellProps = Table.CellProps & DataAttributes;

/** One column: its heading, and how a row gives its cell. */
export interface Column<T> {
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** Right-aligned, heading included. */
  readonly align?: 'end';
  /** A figure: right-aligned, in digits of one width so that a column of them lines up. */
  readonly numeric?: boolean;
  /** More styles of the column's cells, the same for each row or one row's own. */
  readonly cellProps?: CellProps | ((row: T) => CellProps);
}

/** A line under a row across every column: a note, an opened row's details. */
export interface RowDetail {
  readonly content: ReactNode;
  readonly rowProps?: Table.RowProps;
  readonly cellProps?: CellProps;
}

export interface DataTableProps<T> {
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => Key;
  /** The table's `data-testid`. */
  readonly testId: string;
  /** Each row's `data-testid`. */
  readonly rowTestId?: string;
  /** More of a row's attributes: its `data-*`, a style. */
  readonly rowProps?: (row: T) => Table.RowProps & DataAttributes;
  readonly detail?: (row: T) => RowDetail | null;
  /** Said across the table when it has no row; without it an empty table has no body row. */
  readonly empty?: ReactNode;
  /** The rows shown are a page that is being replaced. */
  readonly busy?: boolean;
  /** `outline`: the console's bordered table, scrolling sideways on a phone; `card`: the app's histories. */
  readonly variant?: 'outline' | 'card';
  /** Under the table, inside its frame: a history's totals. */
  readonly footer?: ReactNode;
}

// Positioned, so that what is placed absolutely inside (a visually hidden heading) is clipped and
// scrolled with the table, instead of widening a phone's page beyond its screen.
const FRAMES = {
  outline: { position: 'relative', borderRadius: 'lg', borderWidth: '1px', overflowX: 'auto' },
  card: { position: 'relative', borderRadius: 'xl', boxShadow: 'xs', overflow: 'hidden' },
} as const;
const EMPTY_PADDING = { outline: '6', card: '8' } as const;

const alignOf = <T,>(column: Column<T>) => (column.numeric || column.align === 'end' ? 'end' : undefined);

/**
 * The one table of lists read row by row, in the console and in the app: a header row, a row per
 * item (and, under it, its detail when it has one), or a line saying there is none.
 */
export function DataTable<T>({ columns, rows, rowKey, testId, rowTestId, rowProps, detail, empty, busy, variant = 'outline', footer }: DataTableProps<T>) {
  return (
    <Box bg="white" {...FRAMES[variant]} aria-busy={busy || undefined}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((column, i) => (
              <Table.ColumnHeader key={i} textAlign={alignOf(column)}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const below = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Row data-testid={rowTestId} {...rowProps?.(row)}>
                  {columns.map((column, i) => (
                    <Table.Cell
                      key={i}
                      textAlign={alignOf(column)}
                      fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                      {...(typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps)}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
                {below && (
                  <Table.Row {...below.rowProps}>
                    <Table.Cell colSpan={columns.length} {...below.cellProps}>
                      {below.content}
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
          {rows.length === 0 && empty !== undefined && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="gray.500" py={EMPTY_PADDING[variant]}>
                {empty}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
      {footer}
    </Box>
  );
}
