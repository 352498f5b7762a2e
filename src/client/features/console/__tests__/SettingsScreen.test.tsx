import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { SettingsScreen } from '../components/SettingsScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const settings = {
  results: [
    { key: 'payoutBps', value: 19_500, default: 19_500, description: 'Tỷ lệ trả thưởng (phần vạn)' },
    { key: 'withdrawalFeeTiers', value: [{ below: 200_000, bps: 1500 }, { below: null, bps: 3000 }], default: [], description: 'Bậc phí rút điểm' },
  ],
};
const refused = 'Giá trị không hợp lệ cho cài đặt payoutBps: phải lớn hơn 10000';

function render() {
  return renderScreen(<SettingsScreen />, { path: '/admin/settings', preloadedState: signedInAs(operator) });
}

const row = (key: string) => screen.getAllByTestId('setting-row').find((r) => r.getAttribute('data-key') === key)!;

describe('SettingsScreen', () => {
  beforeEach(() => goOnline());

  it('lists every key with its meaning and shows the server refusal of a PUT as it is', async () => {
    const requests = serveApi({ '/admin/settings': settings, 'PUT /admin/settings/payoutBps': () => refusal(400, refused) });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Tỷ lệ trả thưởng (phần vạn)')).toBeInTheDocument();
    expect(screen.getByText('Bậc phí rút điểm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sửa payoutBps' }));
    const input = screen.getByRole('textbox', { name: 'payoutBps' });
    await user.clear(input);
    await user.type(input, 'abc');
    await user.click(within(row('payoutBps')).getByRole('button', { name: 'Lưu' }));
    expect(within(row('payoutBps')).getByRole('alert')).toHaveTextContent('Giá trị phải là một số');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '100');
    await user.click(within(row('payoutBps')).getByRole('button', { name: 'Lưu' }));
    expect(await within(row('payoutBps')).findByText(refused)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ value: 100 });
    // The editor stays open with what was typed, to correct it.
    expect(input).toHaveValue('100');
  });

  it('saves JSON values and shows the saved value with a toast', async () => {
    const tiers = [{ below: 100_000, bps: 1000 }, { below: null, bps: 2000 }];
    const requests = serveApi({
      '/admin/settings': settings,
      'PUT /admin/settings/withdrawalFeeTiers': { ...settings.results[1], value: tiers },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Sửa withdrawalFeeTiers' }));
    const editor = screen.getByRole('textbox', { name: 'withdrawalFeeTiers' });
    await user.clear(editor);
    await user.click(editor);
    await user.paste(JSON.stringify(tiers));
    await user.click(within(row('withdrawalFeeTiers')).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu cài đặt withdrawalFeeTiers')).toBeInTheDocument();
    expect(within(row('withdrawalFeeTiers')).getByTestId('setting-value')).toHaveTextContent(JSON.stringify(tiers));
    expect(await requests.find((r) => r.method === 'PUT')!.clone().json()).toEqual({ value: tiers });
  });
});
