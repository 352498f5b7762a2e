import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { SettingsScreen } from '../components/SettingsScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const entry = (key: string, value: unknown) => ({ key, value, default: value, description: 'English description' });
const prizes = [
  { name: 'Chúc may mắn lần sau', points: 0, weight: 41 },
  { name: '50 điểm', points: 50, weight: 30 },
  { name: '100 điểm', points: 100, weight: 15 },
  { name: '200 điểm', points: 200, weight: 10 },
  { name: '1.000 điểm', points: 1000, weight: 4 },
];
const tiers = [
  { below: 200_000, bps: 1500 },
  { below: 400_000, bps: 2000 },
  { below: null, bps: 3000 },
];
const settings = {
  results: [
    entry('payoutBps', 19_500),
    entry('betMin', 10),
    entry('betLockSeconds', 5),
    entry('withdrawalFeeTiers', tiers),
    entry('stakingRateBps', 30),
    entry('referralRatesBps', [100, 50, 30, 20, 10, 10, 10]),
    entry('boxPrice', 100),
    entry('boxPrizes', prizes),
    entry('hotline', '1900 1234'),
    entry('popup', null),
    entry('jackpot', 5),
  ],
};

function render() {
  return renderScreen(<SettingsScreen />, { path: '/admin/settings', preloadedState: signedInAs(operator) });
}

const row = (key: string) => screen.getAllByTestId('setting-row').find((r) => r.getAttribute('data-key') === key)!;
const puts = (requests: Request[]) => requests.filter((r) => r.method === 'PUT');
const saved = (key: string, value: unknown) => ({ [`PUT /admin/settings/${key}`]: entry(key, value) });

/** Replaces what an input holds, in one paste (typing each key is slow on a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function openEditor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Sửa ${name}` }));
}

describe('SettingsScreen', () => {
  beforeEach(() => goOnline());

  it('groups the keys under Vietnamese names with values in their units; content keys are only listed, with a link', async () => {
    serveApi({ '/admin/settings': settings });
    render();
    const game = await screen.findByRole('region', { name: 'Trò chơi' });
    expect(within(game).getByText('Tỷ lệ trả thưởng')).toBeInTheDocument();
    expect(within(row('payoutBps')).getByTestId('setting-value')).toHaveTextContent('Hiện tại: ×1.95');
    expect(within(row('betLockSeconds')).getByTestId('setting-value')).toHaveTextContent('5 giây');
    expect(within(row('stakingRateBps')).getByTestId('setting-value')).toHaveTextContent('0.3%/ngày');
    expect(within(row('withdrawalFeeTiers')).getByTestId('setting-value')).toHaveTextContent('dưới 200,000: 15% · dưới 400,000: 20% · còn lại: 30%');
    expect(within(row('boxPrizes')).getByTestId('setting-value')).toHaveTextContent('5 giải · Giá trị kỳ vọng mỗi hộp: 90 điểm');
    for (const group of ['Rút điểm', 'Đầu tư (staking)', 'Giới thiệu', 'Hộp quà', 'Nội dung', 'Khác']) expect(screen.getByRole('region', { name: group })).toBeInTheDocument();

    const content = screen.getByTestId('content-settings');
    expect(content).toHaveTextContent('1900 1234');
    expect(content).toHaveTextContent('Popup thông báo');
    expect(within(content).getByRole('link', { name: 'Mở trang Nội dung' })).toHaveAttribute('href', '/admin/content');
    expect(within(content).queryByRole('button')).not.toBeInTheDocument();
    // A key this screen does not know yet keeps the plain editor.
    expect(within(screen.getByRole('region', { name: 'Khác' })).getByRole('button', { name: 'Sửa jackpot' })).toBeInTheDocument();
  });

  it('edits the payout as the multiple players read, says its bounds and the house edge live, and sends basis points', async () => {
    const requests = serveApi({ '/admin/settings': settings, ...saved('payoutBps', 19_600) });
    const user = userEvent.setup();
    render();
    await openEditor(user, 'Tỷ lệ trả thưởng');
    const input = screen.getByRole('textbox', { name: 'Tỷ lệ trả thưởng' });
    expect(input).toHaveValue('1.95');
    expect(within(row('payoutBps')).getByText('Từ 1.0001 đến 1.9999')).toBeInTheDocument();
    expect(screen.getByTestId('house-edge')).toHaveTextContent('Lợi thế nhà cái: 2.5% tiền cược');

    await user.clear(input);
    await user.type(input, '2');
    expect(await within(row('payoutBps')).findByText('Lớn nhất là 1.9999')).toBeInTheDocument();
    await user.click(within(row('payoutBps')).getByRole('button', { name: 'Lưu' }));
    expect(puts(requests)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1.96');
    expect(screen.getByTestId('house-edge')).toHaveTextContent('Lợi thế nhà cái: 2% tiền cược');
    await user.click(within(row('payoutBps')).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu: Tỷ lệ trả thưởng')).toBeInTheDocument();
    expect(await puts(requests)[0]!.clone().json()).toEqual({ value: 19_600 });
    expect(within(row('payoutBps')).getByTestId('setting-value')).toHaveTextContent('×1.96');
  });

  it('shows the server refusal under the form, which keeps what was typed', async () => {
    const message = 'Giá trị không hợp lệ cho cài đặt betMin: Cược tối thiểu không được lớn hơn cược tối đa';
    const requests = serveApi({ '/admin/settings': settings, 'PUT /admin/settings/betMin': () => refusal(400, message, 'INVALID_SETTING') });
    const user = userEvent.setup();
    render();
    await openEditor(user, 'Cược tối thiểu');
    const input = screen.getByRole('textbox', { name: 'Cược tối thiểu' });
    await user.clear(input);
    await user.type(input, '10.00001');
    expect(await within(row('betMin')).findByText('Tối đa 4 chữ số thập phân')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '6000');
    await user.click(within(row('betMin')).getByRole('button', { name: 'Lưu' }));
    expect(await within(row('betMin')).findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue('6000');
    expect(await puts(requests)[0]!.clone().json()).toEqual({ value: 6000 });
  });

  it('edits the fee tiers as a table: bounds must rise, a tier is added before the last, fees are sent as basis points', async () => {
    const next = [
      { below: 100_000, bps: 1000 },
      { below: 200_000, bps: 1500 },
      { below: 400_000, bps: 2000 },
      { below: null, bps: 2500 },
    ];
    const requests = serveApi({ '/admin/settings': settings, ...saved('withdrawalFeeTiers', next) });
    const user = userEvent.setup();
    render();
    await openEditor(user, 'Bậc phí rút điểm');
    const form = row('withdrawalFeeTiers');
    expect(within(form).getAllByTestId('fee-tier')).toHaveLength(3);
    expect(within(form).getAllByTestId('fee-tier')[2]).toHaveTextContent('Mọi số điểm còn lại');

    const field = (name: string) => within(form).getByRole('textbox', { name });
    const set = (name: string, text: string) => fill(user, field(name), text);
    await set('Bậc 2: số điểm rút dưới', '150000');
    expect(await within(form).findByText('Các mốc phải tăng dần')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(puts(requests)).toHaveLength(0);

    // The new tier goes before the last: it is tier 3, and the rest is tier 4.
    await user.click(within(form).getByRole('button', { name: 'Thêm bậc' }));
    expect(within(form).getAllByTestId('fee-tier')).toHaveLength(4);
    expect(within(form).getAllByTestId('fee-tier')[3]).toHaveTextContent('Mọi số điểm còn lại');
    await set('Bậc 1: số điểm rút dưới', '100000');
    await set('Bậc 1: phí (%)', '10');
    await set('Bậc 2: số điểm rút dưới', '200000');
    await set('Bậc 2: phí (%)', '15');
    await set('Bậc 3: số điểm rút dưới', '400000');
    await set('Bậc 3: phí (%)', '20');
    await set('Bậc 4: phí (%)', '25');
    expect(within(form).queryByText('Các mốc phải tăng dần')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu: Bậc phí rút điểm')).toBeInTheDocument();
    expect(await puts(requests)[0]!.clone().json()).toEqual({ value: next });
  });

  it('edits the seven referral rates as percents with their total, live', async () => {
    const requests = serveApi({ '/admin/settings': settings, ...saved('referralRatesBps', [150, 50, 30, 20, 10, 10, 10]) });
    const user = userEvent.setup();
    render();
    await openEditor(user, 'Hoa hồng giới thiệu theo cấp');
    const form = row('referralRatesBps');
    expect(within(form).getAllByRole('textbox')).toHaveLength(7);
    expect(within(form).getByTestId('referral-total')).toHaveTextContent('Tổng các cấp: 2.3% tiền cược');
    const f1 = within(form).getByRole('textbox', { name: 'Cấp F1' });
    await user.clear(f1);
    await user.type(f1, '1.5');
    expect(within(form).getByTestId('referral-total')).toHaveTextContent('Tổng các cấp: 2.8% tiền cược');
    // Above what the house keeps at ×1.95 (2.5%): said, not refused.
    expect(within(form).getByTestId('referral-warning')).toHaveTextContent('lợi thế nhà cái (2.5%)');
    await user.clear(f1);
    await user.type(f1, '99');
    expect(await within(form).findByText('Tổng các cấp không được vượt quá 100%')).toBeInTheDocument();
    await user.clear(f1);
    await user.type(f1, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(await puts(requests)[0]!.clone().json()).toEqual({ value: [150, 50, 30, 20, 10, 10, 10] });
  });

  it('edits the gift box table with each chance and the expected value against the box price, live', async () => {
    const table = [
      { name: 'Chúc may mắn lần sau', points: 0, weight: 2 },
      { name: '50 điểm', points: 50, weight: 1 },
      { name: '200 điểm', points: 200, weight: 1 },
    ];
    const requests = serveApi({ '/admin/settings': { results: [entry('boxPrice', 100), entry('boxPrizes', table)] }, ...saved('boxPrizes', table) });
    const user = userEvent.setup();
    render();
    await openEditor(user, 'Bảng giải thưởng hộp quà');
    const form = row('boxPrizes');
    const value = within(form).getByTestId('box-expected-value');
    expect(value).toHaveTextContent('Giá trị kỳ vọng mỗi hộp: 62.5 điểm');
    expect(value).toHaveTextContent('Bằng 62.5% giá hộp (100 điểm)');
    expect(within(form).getAllByTestId('box-prize-chance').map((c) => c.textContent)).toEqual(['50%', '25%', '25%']);
    expect(within(form).queryByTestId('box-over-price')).not.toBeInTheDocument();

    // 200 points with weight 5 of 8: the box is worth more than it costs.
    await fill(user, within(form).getByRole('textbox', { name: 'Giải 3: trọng số' }), '5');
    expect(value).toHaveTextContent('Giá trị kỳ vọng mỗi hộp: 131.25 điểm');
    expect(within(form).getByTestId('box-over-price')).toHaveTextContent('nhà cái lỗ trên mỗi hộp bán ra');

    for (let i = 1; i <= 3; i++) await fill(user, within(form).getByRole('textbox', { name: `Giải ${i}: trọng số` }), '0');
    expect(await within(form).findByText('Tổng trọng số phải lớn hơn 0')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(puts(requests)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Thêm giải' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Giải 4: tên' }), 'Quà 10 điểm');
    await fill(user, within(form).getByRole('textbox', { name: 'Giải 4: số điểm' }), '10');
    await fill(user, within(form).getByRole('textbox', { name: 'Giải 4: trọng số' }), '1');
    expect(value).toHaveTextContent('Giá trị kỳ vọng mỗi hộp: 10 điểm');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(await puts(requests)[0]!.clone().json()).toEqual({ value: [...table.map((p) => ({ ...p, weight: 0 })), { name: 'Quà 10 điểm', points: 10, weight: 1 }] });
  });
});
