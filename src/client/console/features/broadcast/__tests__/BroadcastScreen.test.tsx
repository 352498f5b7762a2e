import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { BroadcastScreen } from '../components/BroadcastScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const answer = (playerId: number | null, title: string, content: string) =>
  new Response(JSON.stringify({ id: '41', playerId, title, content, createdAt: '2026-11-23T09:00:00.000Z' }), { status: 201, headers: { 'content-type': 'application/json' } });

function render() {
  return renderScreen(<BroadcastScreen />, { path: '/admin/broadcast', preloadedState: signedInAs(operator) });
}
const sends = (requests: Request[]) => requests.filter((r) => r.method === 'POST');

/** jsdom has no PointerEvent; the checkbox (zag) creates one when it loses focus. */
beforeAll(() => {
  (window as unknown as { PointerEvent?: unknown }).PointerEvent ??= MouseEvent;
});

describe('BroadcastScreen', () => {
  beforeEach(() => goOnline());

  it('previews the inbox row as it is typed and sends it to the player by the public ID the app shows', async () => {
    const requests = serveApi({ 'POST /admin/notifications': () => answer(2, 'Quà tặng', 'Bạn nhận được một hộp quà') });
    const user = userEvent.setup();
    render();
    const preview = screen.getByTestId('broadcast-preview');
    // A blank title is the server's default, 'Thông báo', and the preview says so.
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Thông báo');
    expect(within(preview).getByText('Hộp thư')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ID người chơi'), '100002');
    await user.type(screen.getByLabelText('Tiêu đề'), 'Quà tặng');
    await user.type(screen.getByLabelText('Nội dung'), 'Bạn nhận được một hộp quà');
    expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Quà tặng');
    expect(within(preview).getByTestId('preview-content')).toHaveTextContent('Bạn nhận được một hộp quà');
    expect(within(preview).getByRole('img', { name: 'Chưa đọc' })).toBeInTheDocument();
    expect(screen.getByText('25/2000 ký tự')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByTestId('broadcast-outcome')).toHaveTextContent('Đã gửi thông báo cho ID 100002');
    expect(await sends(requests)[0]!.clone().json()).toEqual({ incId: 100_002, title: 'Quà tặng', content: 'Bạn nhận được một hộp quà' });
    // Ready for the next one.
    expect(screen.getByLabelText('Nội dung')).toHaveValue('');
  });

  it('sends it as a Web Push too when the operator ticks the box, and says so before sending to everyone (issue 32)', async () => {
    const requests = serveApi({ 'POST /admin/notifications': () => answer(null, 'Bảo trì', 'Hệ thống bảo trì lúc 2 giờ sáng') });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Tất cả người chơi' }));
    await user.type(screen.getByLabelText('Tiêu đề'), 'Bảo trì');
    await user.type(screen.getByLabelText('Nội dung'), 'Hệ thống bảo trì lúc 2 giờ sáng');
    const push = screen.getByRole('checkbox', { name: 'Gửi kèm thông báo đẩy' });
    expect(push).not.toBeChecked();
    await user.click(push);
    expect(push).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo: Tất cả người chơi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Gửi cho tất cả người chơi?' });
    expect(confirm).toHaveTextContent('Gửi kèm thông báo đẩy');
    await user.click(within(confirm).getByRole('button', { name: 'Gửi cho tất cả' }));
    expect(await screen.findByTestId('broadcast-outcome')).toHaveTextContent('Đã gửi thông báo cho tất cả người chơi');
    expect(await sends(requests)[0]!.clone().json()).toEqual({ title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng', push: true });
    // Unticked for the next one.
    expect(screen.getByRole('checkbox', { name: 'Gửi kèm thông báo đẩy' })).not.toBeChecked();
  });

  it('refuses an internal id or an empty text before sending, and shows the server refusal as it is', async () => {
    const requests = serveApi({ 'POST /admin/notifications': () => refusal(404, 'Không tìm thấy người chơi') });
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('ID người chơi'), '2');
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByText('ID người chơi không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập nội dung thông báo')).toBeInTheDocument();
    expect(sends(requests)).toHaveLength(0);

    await user.clear(screen.getByLabelText('ID người chơi'));
    await user.type(screen.getByLabelText('ID người chơi'), '199999');
    await user.type(screen.getByLabelText('Nội dung'), 'Xin chào');
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo' }));
    expect(await screen.findByTestId('broadcast-outcome')).toHaveTextContent('Không tìm thấy người chơi');
    expect(await sends(requests)[0]!.clone().json()).toEqual({ incId: 199_999, content: 'Xin chào' });
    // What was typed stays, to correct it.
    expect(screen.getByLabelText('Nội dung')).toHaveValue('Xin chào');
  });

  it('asks before sending to everyone, and sends nothing when cancelled', async () => {
    const requests = serveApi({ 'POST /admin/notifications': () => answer(null, 'Bảo trì', 'Hệ thống bảo trì lúc 2 giờ sáng') });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Tất cả người chơi' }));
    expect(screen.queryByLabelText('ID người chơi')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Bảo trì');
    await user.type(screen.getByLabelText('Nội dung'), 'Hệ thống bảo trì lúc 2 giờ sáng');

    await user.click(screen.getByRole('button', { name: 'Gửi thông báo: Tất cả người chơi' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Gửi cho tất cả người chơi?' });
    expect(within(confirm).getByText('Hệ thống bảo trì lúc 2 giờ sáng')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Huỷ' }));
    expect(sends(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Gửi thông báo: Tất cả người chơi' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Gửi cho tất cả người chơi?' })).getByRole('button', { name: 'Gửi cho tất cả' }));
    expect(await screen.findByTestId('broadcast-outcome')).toHaveTextContent('Đã gửi thông báo cho tất cả người chơi');
    expect(sends(requests)).toHaveLength(1);
    expect(await sends(requests)[0]!.clone().json()).toEqual({ title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng' });
  });
});
