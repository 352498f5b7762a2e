import { createHmac } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRound, AdminRoundsResponse } from '../../../../../shared/api/admin-rounds';
import { aChain, fairnessOf, sha256 } from '../../../../testing/fairness';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { RoundsScreen } from '../components/RoundsScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const SALT = 'a1b2c3d4e5f60718293a4b5c';
/** The LEVEL_1 chain the rounds' seeds come from (issue 30: a round is verified only against its chain). */
const chain = aChain({ zone: 'LEVEL_1', firstIncId: 29_599_990, length: 100 });

/** A round as the server settles it, computed here with node:crypto (decisions section 3). */
function aRound(incId: number, overrides: Partial<AdminRound> = {}): AdminRound {
  const seed = chain.seedOf(incId);
  const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${SALT}:LEVEL_1:${incId}`).digest();
  let result = '';
  for (let i = 0; i < 5; i++) result += String(Math.floor((mac[4 * i]! / 256 + mac[4 * i + 1]! / 256 ** 2 + mac[4 * i + 2]! / 256 ** 3 + mac[4 * i + 3]! / 256 ** 4) * 10));
  return {
    id: incId,
    incId,
    zone: 'LEVEL_1',
    startTime: new Date(incId * 60_000).toISOString(),
    endTime: new Date((incId + 1) * 60_000).toISOString(),
    status: 'SETTLED',
    seedHash: sha256(seed),
    seed,
    result,
    payoutBps: 19_500,
    chainNo: 1,
    betCount: 3,
    totalBet: 240,
    totalPayout: 273,
    houseResult: -33,
    settledAt: new Date((incId + 1) * 60_000).toISOString(),
    ...overrides,
  };
}

const page = (results: AdminRound[], totalPages = 1): AdminRoundsResponse => ({ results, page: 1, limit: 20, totalPages, totalResults: results.length, nextCursor: null });
const open = aRound(29_600_002, { status: 'OPEN', seed: null, result: null, totalPayout: null, houseResult: null, settledAt: null, betCount: 1, totalBet: 50 });

describe('RoundsScreen', () => {
  beforeEach(() => {
    goOnline();
    localStorage.clear();
  });

  it("lists a zone's rounds with result, seed only once settled, commitment, totals and the house's result; another zone starts at page 1", async () => {
    const requests = serveApi({
      '/admin/rounds': (request: Request) =>
        new URL(request.url).searchParams.get('zone') === 'LEVEL_3' ? page([]) : page([open, aRound(29_600_001), aRound(29_600_000, { totalPayout: 195, houseResult: 45 })], 3),
    });
    const user = userEvent.setup();
    renderScreen(<RoundsScreen />, { path: '/admin/rounds', url: '/admin/rounds?page=2', preloadedState: signedInAs(operator) });
    const rows = await screen.findAllByTestId('round-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Đang mở');
    expect(rows[0]).toHaveTextContent('Chưa công bố (phiên đang mở)');
    expect(within(rows[0]!).getByRole('button', { name: 'Kiểm tra phiên 29600002' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('img', { name: new RegExp(`^Kết quả: ${aRound(29_600_001).result!.split('').join(' ')}$`) })).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText(`Hạt giống (seed): ${aRound(29_600_001).seed}`)).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('house-result')).toHaveTextContent('-33');
    expect(within(rows[2]!).getByTestId('house-result')).toHaveTextContent('+45');
    expect(new URL(requests[0]!.url).searchParams.toString()).toBe('zone=LEVEL_1&page=2&limit=20');

    await user.click(screen.getByRole('tab', { name: '3 phút' }));
    expect(await screen.findByText('Không có mục nào')).toBeInTheDocument();
    expect(new URL(requests.at(-1)!.url).searchParams.toString()).toBe('zone=LEVEL_3&page=1&limit=20');
  });

  it('checks a settled round in the browser as players do, and flags one whose result does not follow from its seed', async () => {
    const good = aRound(29_600_001);
    const altered = aRound(29_600_000);
    const bad = { ...altered, result: `${(Number(altered.result![0]) + 1) % 10}${altered.result!.slice(1)}` };
    serveApi({ '/admin/rounds': page([good, bad]), '/fairness': fairnessOf(SALT, [chain]) });
    const user = userEvent.setup();
    renderScreen(<RoundsScreen />, { path: '/admin/rounds', preloadedState: signedInAs(operator) });

    await user.click(await screen.findByRole('button', { name: 'Kiểm tra phiên 29600001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kiểm tra phiên 29600001' });
    expect(await within(dialog).findByText('Kết quả đã được kiểm tra ngay trên thiết bị của bạn.')).toBeInTheDocument();
    expect(within(dialog).getByText(good.seed!)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    await user.click(screen.getByRole('button', { name: 'Kiểm tra phiên 29600000' }));
    dialog = await screen.findByRole('dialog', { name: 'Kiểm tra phiên 29600000' });
    expect(await within(dialog).findByText('Kết quả không khớp với cam kết. Vui lòng liên hệ CSKH.')).toBeInTheDocument();
  });
});
