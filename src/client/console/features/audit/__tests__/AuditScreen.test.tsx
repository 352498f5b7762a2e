import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry, AuditLogResponse } from '../../../../../shared/api/audit';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { AuditScreen } from '../components/AuditScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function anEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 41,
    actor: { id: 1, username: 'operator', role: 'ADMIN' },
    action: 'WITHDRAWAL_APPROVE',
    targetType: 'withdrawal',
    targetId: '12',
    details: { playerId: 2, amount: 1_000_000, note: 'Đã chuyển khoản' },
    before: { status: 'PENDING' },
    after: { status: 'APPROVED', note: 'Đã chuyển khoản' },
    ip: '203.0.113.7',
    createdAt: '2025-02-01T03:04:05.000Z',
    ...overrides,
  };
}

const page = (results: AuditLogEntry[]): AuditLogResponse => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length, nextCursor: null });

describe('AuditScreen', () => {
  beforeEach(() => goOnline());

  it('shows who did what to which target from which address, and a row opens to its before/after', async () => {
    serveApi({
      '/admin/audit': page([
        anEntry(),
        anEntry({ id: 40, actor: null, action: 'OPERATOR_TOTP_RESET', targetType: 'player', targetId: '2', details: null, before: { totp: 'ON' }, after: { totp: 'OFF' }, ip: null }),
      ]),
    });
    const user = userEvent.setup();
    renderScreen(<AuditScreen />, { path: '/admin/audit', preloadedState: signedInAs(operator) });
    const [approve, reset] = await screen.findAllByTestId('audit-row');
    expect(approve).toHaveTextContent('Duyệt rút điểm');
    expect(approve).toHaveTextContent('operator');
    expect(approve).toHaveTextContent('withdrawal #12');
    expect(approve).toHaveTextContent('203.0.113.7');
    expect(reset).toHaveTextContent('Dòng lệnh (máy chủ)');
    expect(reset).toHaveTextContent('player #2 (ID 100002)');
    expect(screen.queryByTestId('audit-before')).not.toBeInTheDocument();

    await user.click(within(approve!).getByRole('button', { name: 'Xem chi tiết' }));
    expect(JSON.parse(screen.getByTestId('audit-before').textContent!)).toEqual({ status: 'PENDING' });
    expect(JSON.parse(screen.getByTestId('audit-after').textContent!)).toEqual({ status: 'APPROVED', note: 'Đã chuyển khoản' });
    expect(JSON.parse(screen.getByTestId('audit-details').textContent!)).toMatchObject({ amount: 1_000_000 });
    await user.click(within(approve!).getByRole('button', { name: 'Thu gọn' }));
    expect(screen.queryByTestId('audit-before')).not.toBeInTheDocument();
  });

  it('filters on the server by operator, action (by its Vietnamese name), target and days; a range in the wrong order is refused before sending', async () => {
    const requests = serveApi({ '/admin/audit': page([anEntry()]) });
    const user = userEvent.setup();
    renderScreen(<AuditScreen />, { path: '/admin/audit', url: '/admin/audit?page=3', preloadedState: signedInAs(operator) });
    await screen.findAllByTestId('audit-row');
    expect(new URL(requests[0]!.url).searchParams.toString()).toBe('page=3&limit=20');

    const filters = screen.getByRole('search');
    await user.click(within(filters).getByLabelText('Người thực hiện'));
    await user.paste('operator');
    await user.selectOptions(within(filters).getByLabelText('Thao tác'), 'Từ chối rút điểm');
    await user.click(within(filters).getByLabelText('Loại đối tượng'));
    await user.paste('withdrawal');
    await user.click(within(filters).getByLabelText('Mã đối tượng'));
    await user.paste('12');
    // Days are typed dd/MM/yyyy whatever the browser's locale; a day that does not exist is refused.
    fireEvent.change(within(filters).getByLabelText('Từ ngày'), { target: { value: '30022025' } });
    expect(within(filters).getByLabelText('Từ ngày')).toHaveValue('30/02/2025');
    expect(await within(filters).findByText('Ngày không hợp lệ: nhập theo dạng dd/mm/yyyy')).toBeInTheDocument();
    fireEvent.change(within(filters).getByLabelText('Từ ngày'), { target: { value: '02/02/2025' } });
    fireEvent.change(within(filters).getByLabelText('Đến ngày'), { target: { value: '01/02/2025' } });
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    expect(await within(filters).findByText('Thời điểm bắt đầu phải trước thời điểm kết thúc')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    fireEvent.change(within(filters).getByLabelText('Từ ngày'), { target: { value: '31/01/2025' } });
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    const sent = new URL(requests.at(-1)!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ actor: 'operator', action: 'WITHDRAWAL_REJECT', targetType: 'withdrawal', targetId: '12', from: '2025-01-31', to: '2025-02-01', page: '1', limit: '20' });

    await user.click(within(filters).getByRole('button', { name: 'Xoá bộ lọc' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(new URL(requests.at(-1)!.url).searchParams.toString()).toBe('page=1&limit=20');
    expect(within(filters).getByLabelText('Người thực hiện')).toHaveValue('');
  });
});
