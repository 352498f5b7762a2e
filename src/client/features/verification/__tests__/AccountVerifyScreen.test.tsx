import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { AccountVerifyScreen } from '../components/AccountVerifyScreen';

const image = (name: string, type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });

describe('AccountVerifyScreen', () => {
  beforeEach(() => {
    goOnline();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('needs both photos, images only, at most 5 MB', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<AccountVerifyScreen />, { path: '/account-verify', preloadedState: signedInAs() });
    await user.click(screen.getByRole('button', { name: 'Gửi xác minh' }));
    expect(await screen.findByText('Vui lòng chọn ảnh mặt trước')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn ảnh mặt sau')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Mặt trước'), image('id.pdf', 'application/pdf'));
    expect(await screen.findByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Mặt trước'), image('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Ảnh tối đa 5 MB')).toBeInTheDocument();
  });

  it('refuses a non-image as soon as it is chosen: no broken preview, the earlier photo stays', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<AccountVerifyScreen />, { path: '/account-verify', preloadedState: signedInAs() });
    await user.upload(screen.getByLabelText('Mặt trước'), image('id.pdf', 'application/pdf'));
    expect(await screen.findByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP')).toBeInTheDocument();
    expect(screen.queryByTestId('front-preview')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Mặt trước'), image('front.png'));
    expect(await screen.findByTestId('front-preview')).toBeInTheDocument();
    expect(screen.queryByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Mặt trước'), image('notes.txt', 'text/plain'));
    expect(await screen.findByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP')).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('front-preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('uploads both photos, then asks for verification with their URLs', async () => {
    let n = 0;
    const requests = serveApi({
      '/auth/profile': aPlayer(),
      'POST /upload': () => ({ fileUrl: `/v1/files/${String(++n).repeat(32)}.png?o=7&e=1&s=x` }),
      'PATCH /players/7/upload': aPlayer({ verification: { status: 'PENDING', reason: null, updatedAt: '2026-11-20T00:00:00.000Z' } }),
    });
    const user = userEvent.setup();
    renderScreen(<AccountVerifyScreen />, { path: '/account-verify', preloadedState: signedInAs() });
    await user.upload(screen.getByLabelText('Mặt trước'), image('front.png'));
    await user.upload(screen.getByLabelText('Mặt sau'), image('back.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Gửi xác minh' }));
    expect(await screen.findByText('Đã cập nhật thông tin')).toBeInTheDocument();
    const uploads = requests.filter((r) => r.url.endsWith('/upload') && r.method === 'POST');
    expect(uploads).toHaveLength(2);
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.clone().json()).toEqual({ frontID: `/v1/files/${'1'.repeat(32)}.png?o=7&e=1&s=x`, backID: `/v1/files/${'2'.repeat(32)}.png?o=7&e=1&s=x` });
  });

  it('shows the review: pending without a new request; rejected with its reason and a new request', async () => {
    const pending = aPlayer({ frontID: '/v1/files/a.png', backID: '/v1/files/b.png', verification: { status: 'PENDING', reason: null, updatedAt: '2026-11-20T00:00:00.000Z' } });
    serveApi({ '/auth/profile': pending });
    const first = renderScreen(<AccountVerifyScreen />, { path: '/account-verify', preloadedState: signedInAs(pending) });
    expect(screen.getByTestId('verification-state')).toHaveTextContent('Đang chờ duyệt');
    expect(screen.queryByRole('button', { name: /Gửi/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('front-preview')).toHaveAttribute('src', '/v1/files/a.png');
    first.unmount();

    const rejected = aPlayer({ verification: { status: 'REJECTED', reason: 'Ảnh bị mờ', updatedAt: '2026-11-20T00:00:00.000Z' } });
    serveApi({ '/auth/profile': rejected });
    renderScreen(<AccountVerifyScreen />, { path: '/account-verify', preloadedState: signedInAs(rejected) });
    expect(screen.getByTestId('verification-state')).toHaveTextContent('Bị từ chối');
    expect(screen.getByText('Lý do: Ảnh bị mờ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gửi lại xác minh' })).toBeEnabled();
  });
});
