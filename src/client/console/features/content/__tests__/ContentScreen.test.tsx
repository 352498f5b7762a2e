import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBanner, AdminPartner, Popup } from '../../../../../shared/api/content';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { ContentScreen } from '../components/ContentScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const png = () => new File([new Uint8Array(64)], 'banner.png', { type: 'image/png' });
const banner = (id: number, position: number, overrides: Partial<AdminBanner> = {}): AdminBanner => ({
  id,
  image: `/v1/files/public/${String(id).padStart(32, '0')}.png`,
  link: null,
  active: true,
  position,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const settings = (popup: Popup | null = null) => ({
  results: [
    { key: 'hotline', value: null, default: null, description: 'Hotline' },
    { key: 'chat', value: { provider: 'none', scriptUrl: null, link: null }, default: { provider: 'none', scriptUrl: null, link: null }, description: 'Chat' },
    { key: 'terms', value: 'Thể lệ hiện tại', default: 'Thể lệ mặc định', description: 'Thể lệ' },
    { key: 'popup', value: popup, default: null, description: 'Popup' },
  ],
});

/** jsdom has no PointerEvent; the checkbox (zag) creates one when it loses focus. */
beforeAll(() => {
  (window as unknown as { PointerEvent?: unknown }).PointerEvent ??= MouseEvent;
});

function render(tab?: string) {
  return renderScreen(<ContentScreen />, { path: '/admin/content', url: tab ? `/admin/content?tab=${tab}` : '/admin/content', preloadedState: signedInAs(operator) });
}
const bodyOf = async (requests: Request[], key: string) => {
  const request = requests.find((r) => `${r.method} ${new URL(r.url).pathname}` === key);
  return request ? ((await request.clone().json()) as unknown) : undefined;
};

describe('ContentScreen: banners', () => {
  beforeEach(() => goOnline());

  it('creates a banner from an uploaded image and a link, and lists it with its thumbnail', async () => {
    const banners: AdminBanner[] = [];
    const uploaded = '/v1/files/public/0123456789abcdef0123456789abcdef.png';
    const requests = serveApi({
      '/admin/banners': () => ({ results: banners }),
      'POST /admin/images': () => new Response(JSON.stringify({ url: uploaded }), { status: 201, headers: { 'content-type': 'application/json' } }),
      'POST /admin/banners': async (request: Request) => {
        const body = (await request.clone().json()) as { image: string; link: string | null; active: boolean };
        banners.push(banner(9, 0, { image: body.image, link: body.link, active: body.active }));
        return new Response(JSON.stringify(banners[0]), { status: 201, headers: { 'content-type': 'application/json' } });
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Chưa có banner nào: trang chủ đang hiện hình nền mặc định')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thêm banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm banner' });
    // Saving without an image is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng tải ảnh lên')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Banner'), png());
    expect(await within(dialog).findByRole('img', { name: 'Ảnh đã chọn' })).toHaveAttribute('src', uploaded);
    await user.type(within(dialog).getByLabelText('Liên kết'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Liên kết phải là địa chỉ https:// hoặc một trang của ứng dụng (bắt đầu bằng /)')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/admin/banners'))).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Liên kết'));
    await user.type(within(dialog).getByLabelText('Liên kết'), 'https://example.com/khuyen-mai');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Đã thêm banner')).toBeInTheDocument();
    expect(await bodyOf(requests, 'POST /v1/admin/banners')).toEqual({ image: uploaded, link: 'https://example.com/khuyen-mai', active: true });
    const row = await screen.findByTestId('content-row');
    expect(within(row).getByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', uploaded);
    expect(within(row).getByText('https://example.com/khuyen-mai')).toBeInTheDocument();
    expect(within(row).getByText('Đang hiển thị')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    serveApi({
      '/admin/banners': { results: [banner(1, 0, { link: '/account' })] },
      'PATCH /admin/banners/1': () => refusal(400, 'Ảnh không tồn tại, vui lòng tải ảnh lên trước'),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Sửa Banner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa banner' });
    expect(within(dialog).getByLabelText('Liên kết')).toHaveValue('/account');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hiển thị trên trang chủ' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ảnh không tồn tại, vui lòng tải ảnh lên trước');
    expect(within(dialog).getByRole('checkbox', { name: 'Hiển thị trên trang chủ' })).not.toBeChecked();
  });

  it('moves a banner down and deletes one only after confirming', async () => {
    let banners = [banner(1, 0), banner(2, 1, { active: false })];
    const requests = serveApi({
      '/admin/banners': () => ({ results: banners }),
      'PUT /admin/banners/order': () => {
        banners = [banners[1]!, banners[0]!];
        return { results: banners };
      },
      'DELETE /admin/banners/2': () => {
        banners = banners.filter((b) => b.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Đang ẩn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đưa lên Banner 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Đưa xuống Banner 2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Đưa xuống Banner 1' }));
    expect(await bodyOf(requests, 'PUT /v1/admin/banners/order')).toEqual({ ids: [2, 1] });
    // The list shows the server's order: the hidden banner is now first.
    await waitFor(() => expect(within(screen.getAllByTestId('content-row')[0]!).getByText('Đang ẩn')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Xoá Banner 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xoá banner này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Huỷ' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Xoá Banner 1' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Xoá banner này?' })).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Đã xoá banner')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual(['/v1/admin/banners/2']);
    expect(await screen.findAllByTestId('content-row')).toHaveLength(1);
  });
});

describe('ContentScreen: partners and settings', () => {
  beforeEach(() => goOnline());

  it('renames a partner', async () => {
    const partner: AdminPartner = { id: 3, name: 'Đối tác A', logo: '/v1/files/public/0000.png', link: null, position: 0, createdAt: '2026-11-20T00:00:00.000Z' };
    const requests = serveApi({ '/admin/partners': { results: [partner] }, 'PATCH /admin/partners/3': { ...partner, name: 'Đối tác B' } });
    const user = userEvent.setup();
    render('partners');
    await user.click(await screen.findByRole('button', { name: 'Sửa Logo Đối tác A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa đối tác' });
    await user.clear(within(dialog).getByLabelText('Tên đối tác'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên đối tác')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Tên đối tác'), 'Đối tác B');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu đối tác')).toBeInTheDocument();
    expect(await bodyOf(requests, 'PATCH /v1/admin/partners/3')).toEqual({ name: 'Đối tác B', logo: partner.logo, link: null });
  });

  it('publishes a popup as a new version, and shows a refused one with the server words', async () => {
    const popup: Popup = { version: 3, title: 'Khuyến mãi', text: 'Nạp lần đầu tặng 10%', image: null, link: null };
    let calls = 0;
    const requests = serveApi({
      '/admin/settings': settings(popup),
      'PUT /admin/settings/popup': async (request: Request) => {
        calls += 1;
        if (calls === 1) return refusal(400, 'Giá trị không hợp lệ cho cài đặt popup: link và image phải là địa chỉ https://');
        return { key: 'popup', value: ((await request.clone().json()) as { value: unknown }).value, default: null, description: 'Popup' };
      },
    });
    const user = userEvent.setup();
    render('popup');
    const form = await screen.findByTestId('setting-form-popup');
    expect(within(form).getByLabelText('Tiêu đề')).toHaveValue('Khuyến mãi');
    await user.clear(within(form).getByLabelText('Nội dung'));
    await user.type(within(form).getByLabelText('Nội dung'), 'Nạp lần đầu tặng 20%');
    await user.type(within(form).getByLabelText('Liên kết của nút "Xem chi tiết" (không bắt buộc)'), '/exchange-point');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Giá trị không hợp lệ cho cài đặt popup: link và image phải là địa chỉ https://');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    // Saved: the refusal goes, and the form now reads the server's answer (toasts queue behind the refusal's).
    await waitFor(() => expect(within(form).queryByRole('alert')).not.toBeInTheDocument());
    const puts = requests.filter((r) => r.method === 'PUT');
    const sent = ((await puts[1]!.clone().json()) as { value: Popup }).value;
    expect(sent).toMatchObject({ title: 'Khuyến mãi', text: 'Nạp lần đầu tặng 20%', image: null, link: '/exchange-point' });
    expect(sent.version).toBeGreaterThan(3);

    // Turned off, the popup is null.
    await user.click(within(form).getByRole('checkbox', { name: 'Bật popup' }));
    expect(within(form).queryByLabelText('Tiêu đề')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(3));
    expect(await requests.filter((r) => r.method === 'PUT')[2]!.clone().json()).toEqual({ value: null });
  });

  it('saves the hotline and a chat link, refusing a chat link that is neither https nor tel', async () => {
    const requests = serveApi({
      '/admin/settings': settings(),
      'PUT /admin/settings/hotline': { key: 'hotline', value: '1900 1234', default: null, description: 'Hotline' },
      'PUT /admin/settings/chat': { key: 'chat', value: { provider: 'link', scriptUrl: null, link: 'https://zalo.me/123' }, default: null, description: 'Chat' },
    });
    const user = userEvent.setup();
    render('support');
    const hotline = await screen.findByTestId('setting-form-hotline');
    await user.type(within(hotline).getByLabelText('Số hotline'), ' 1900 1234 ');
    await user.click(within(hotline).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu hotline')).toBeInTheDocument();
    expect(await bodyOf(requests, 'PUT /v1/admin/settings/hotline')).toEqual({ value: '1900 1234' });

    const chat = screen.getByTestId('setting-form-chat');
    await user.click(within(chat).getByRole('button', { name: 'Mở liên kết (Zalo, Messenger, Telegram...)' }));
    await user.type(within(chat).getByLabelText('Liên kết chat'), 'http://zalo.me/123');
    await user.click(within(chat).getByRole('button', { name: 'Lưu' }));
    expect(await within(chat).findByText('Liên kết phải là địa chỉ https:// hoặc tel:')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/admin/settings/chat'))).toHaveLength(0);
    await user.clear(within(chat).getByLabelText('Liên kết chat'));
    await user.type(within(chat).getByLabelText('Liên kết chat'), 'https://zalo.me/123');
    await user.click(within(chat).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/admin/settings/chat'))).toHaveLength(1));
    expect(await bodyOf(requests, 'PUT /v1/admin/settings/chat')).toEqual({ value: { provider: 'link', scriptUrl: null, link: 'https://zalo.me/123' } });
  });
});
