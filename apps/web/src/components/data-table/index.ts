export { DataTable, type DataTableColumn, type DataTablePaging, type DataTableProps, type DataTableQuery } from './data-table';
