import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../../shared/texts';
import { serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ExportCsvButton } from '../ExportCsvButton';

// The console's CSV downloads ask for their link through the API layer (issue 30): a 401 signs
// the operator out, a refusal shows its own message, and a link opens as a download.

const operator = () => signedInAs();
const answer = (status: number, message: string) => new Response(JSON.stringify({ statusCode: status, message }), { status, headers: { 'content-type': 'application/json' } });

describe('the CSV export button', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the link with the bearer token and the filters, then downloads it', async () => {
    const requests = serveApi({ 'POST /admin/exports/link': { url: '/v1/admin/audit/export.csv?action=DEPOSIT_CREATE&dl=abc' } });
    renderScreen(<ExportCsvButton path="/admin/audit/export.csv" params={{ action: 'DEPOSIT_CREATE', q: '' }} filename="audit.csv" />, { preloadedState: operator() });
    await userEvent.click(screen.getByRole('button', { name: texts.console.exportCsv }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.getAttribute('href')).toBe('http://localhost/v1/admin/audit/export.csv?action=DEPOSIT_CREATE&dl=abc');
    expect(clicked[0]!.download).toBe('audit.csv');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
    expect(await requests[0]!.json()).toEqual({ path: '/v1/admin/audit/export.csv?action=DEPOSIT_CREATE' });
  });

  it('signs the operator out on a 401, showing its message', async () => {
    serveApi({ 'POST /admin/exports/link': answer(401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại') });
    const { store } = renderScreen(<ExportCsvButton path="/admin/players/export.csv" filename="players.csv" />, { preloadedState: operator() });
    await userEvent.click(screen.getByRole('button', { name: texts.console.exportCsv }));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
    expect(clicked).toEqual([]);
  });

  it("shows a refusal's own message, and downloads nothing", async () => {
    serveApi({ 'POST /admin/exports/link': answer(400, 'Không thể xuất tệp này') });
    const { store } = renderScreen(<ExportCsvButton path="/admin/rounds/export.csv" filename="rounds.csv" />, { preloadedState: operator() });
    await userEvent.click(screen.getByRole('button', { name: texts.console.exportCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể xuất tệp này');
    expect(store.getState().auth.isLoggedIn).toBe(true);
    expect(clicked).toEqual([]);
  });
});
