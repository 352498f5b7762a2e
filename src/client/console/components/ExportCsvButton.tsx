import { Button } from '@chakra-ui/react';
import { texts } from '../../../shared/texts';
import { env } from '../../config/env';
import { useExportLinkMutation } from '../api/exports-api';

interface ExportCsvButtonProps {
  /** The export's path under /v1 (for example `/admin/audit/export.csv`), with the list's filters as query. */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number | undefined>>;
  readonly filename: string;
}

/**
 * Downloads a table as CSV. The operator asks for a one-minute link to the export through the API
 * (POST /v1/admin/exports/link: a refusal shows its message, a 401 signs out, as every call does);
 * the browser then opens that link itself, so the file is saved as the server streams it, however
 * large, and never held in the page's memory.
 */
export function ExportCsvButton({ path, params = {}, filename }: ExportCsvButtonProps) {
  const [exportLink, { isLoading }] = useExportLinkMutation();

  async function download() {
    const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
    const api = new URL(env.apiBase, window.location.origin);
    const answer = await exportLink({ path: `${api.pathname}${path}${query.size ? `?${query}` : ''}` });
    // A refusal was shown by the API layer.
    if (!answer.data) return;
    const link = document.createElement('a');
    link.href = `${api.origin}${answer.data.url}`;
    link.download = filename;
    link.click();
  }

  return (
    <Button size="sm" variant="outline" loading={isLoading} onClick={() => void download()}>
      {texts.console.exportCsv}
    </Button>
  );
}
