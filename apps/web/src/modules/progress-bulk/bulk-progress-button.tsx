/** Bulk progress (Excel download and upload) for one office and month; built by the bulk-progress work. */
export function BulkProgressButton(_props: { nikayaId: number; month: number }) {
  return null;
}
