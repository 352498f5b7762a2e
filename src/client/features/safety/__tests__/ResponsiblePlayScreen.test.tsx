import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LossLimit, SafetyResponse } from '../../../../shared/api/safety';
import { goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ResponsiblePlayScreen } from '../components/ResponsiblePlayScreen';

const limit = (overrides: Partial<LossLimit> = {}): LossLimit => ({ amount: null, pending: null, used: 0, resetsAt: '2026-11-20T17:00:00.000Z', ...overrides });

function safety(overrides: Partial<SafetyResponse> = {}): SafetyResponse {
  return { limits: { DAY: limit(), WEEK: limit(), MONTH: limit() }, realityCheckMinutes: null, pause: null, ...overrides };
}

const render = () => renderScreen(<ResponsiblePlayScreen />, { path: '/responsible-play', preloadedState: signedInAs() });

describe("'Chơi có trách nhiệm'", () => {
  beforeEach(() => goOnline());

  it('shows each limit with the loss so far, when it starts again, and a raise waiting its 24 hours', async () => {
    serveApi({
      '/players/7/safety': safety({
        limits: {
          DAY: limit({ amount: 500, used: 120.5, pending: { amount: 2000, effectiveAt: '2026-11-21T03:30:00.000Z' } }),
          WEEK: limit({ amount: 1000, pending: { amount: null, effectiveAt: '2026-11-21T04:00:00.000Z' } }),
          MONTH: limit(),
        },
      }),
    });
    render();
    const day = await screen.findByTestId('limit-DAY');
    expect(within(day).getByTestId('limit-current')).toHaveTextContent('500');
    expect(within(day).getByTestId('limit-used')).toHaveTextContent('120.5 / 500');
    expect(within(day).getByTestId('limit-pending')).toHaveTextContent(/Thay đổi chờ áp dụng: 2,000 từ 21\/11\/2026 \d\d:30/);
    expect(within(day).getByText(/Tính lại từ/)).toBeInTheDocument();
    // What the loss so far counts is said on the screen, and is the description of each figure.
    expect(screen.getByTestId('limit-counts')).toHaveTextContent('Đã thua trong kỳ tính cả lệnh đặt, hộp quà và đầu tư');
    expect(within(day).getByTestId('limit-used')).toHaveAccessibleDescription(/lệnh đặt, hộp quà và đầu tư/);
    expect(within(screen.getByTestId('limit-WEEK')).getByTestId('limit-pending')).toHaveTextContent('Không giới hạn');
    expect(within(screen.getByTestId('limit-MONTH')).getByTestId('limit-current')).toHaveTextContent('Không giới hạn');
    expect(within(screen.getByTestId('limit-MONTH')).queryByTestId('limit-pending')).not.toBeInTheDocument();
  });

  it('sets a limit with the numeric input rules and shows the answer', async () => {
    const user = userEvent.setup();
    let state = safety();
    const requests = serveApi({
      'GET /players/7/safety': () => state,
      'PUT /players/7/safety/limits': async (request: Request) => {
        const body = (await request.clone().json()) as { amount: number };
        state = safety({ limits: { DAY: limit({ amount: body.amount }), WEEK: limit(), MONTH: limit() } });
        return state;
      },
    });
    render();
    const day = await screen.findByTestId('limit-DAY');
    const input = within(day).getByLabelText(/Số điểm thua tối đa/);
    await user.type(input, '-1500.123456');
    expect(input).toHaveValue('1,500.1234');
    await user.click(within(day).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(within(day).getByTestId('limit-current')).toHaveTextContent('1,500.1234'));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ period: 'DAY', amount: 1500.1234 });
  });

  it('states that a pause cannot be undone before confirming it, then shows it running with its end', async () => {
    const user = userEvent.setup();
    let state = safety();
    const requests = serveApi({
      'GET /players/7/safety': () => state,
      'POST /players/7/safety/pause': () => {
        state = safety({ pause: { kind: 'COOL_OFF', until: '2026-11-28T03:00:00.000Z' } });
        return state;
      },
    });
    render();
    await user.click(within(await screen.findByRole('group', { name: 'Tạm nghỉ' })).getByRole('button', { name: '7 ngày' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('pause-warning')).toHaveTextContent('Không thể huỷ trước khi kết thúc.');
    // The warning comes before anything else the dialog says.
    expect(dialog.querySelector('.chakra-dialog__body')?.textContent?.startsWith('Không thể huỷ trước khi kết thúc.')).toBe(true);

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(screen.getByRole('group', { name: 'Tự loại trừ' })).getByRole('button', { name: '1 năm' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Xác nhận tự loại trừ');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Huỷ' }));

    await user.click(within(screen.getByRole('group', { name: 'Tạm nghỉ' })).getByRole('button', { name: '7 ngày' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByTestId('pause-running')).toHaveTextContent(/Bạn đang tạm nghỉ đến 28\/11\/2026 \d\d:00/);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toEqual({ kind: 'COOL_OFF', duration: '7D' });
    expect(screen.queryByRole('button', { name: '7 ngày' })).not.toBeInTheDocument();
  });
});
