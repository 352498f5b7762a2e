import { screen, within } from '@testing-library/react';
import { serveApi } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { TermsDialog } from '../components/TermsDialog';

/** GET /v1/withdrawals/rules of a fresh install: the owner's three tiers and the spec's 50. */
const freshRules = {
  minAmount: 50,
  vndPerPoint: 1000,
  feeTiers: [
    { below: 200_000, bps: 1500 },
    { below: 400_000, bps: 2000 },
    { below: null, bps: 3000 },
  ],
};

const feeSection = async () => within((await screen.findByRole('heading', { name: 'Phí quy đổi điểm' })).closest('section')!);
const lines = (section: Awaited<ReturnType<typeof feeSection>>) => section.getAllByRole('listitem').map((item: HTMLElement) => item.textContent);

describe('the terms', () => {
  beforeEach(() => serveApi({ '/withdrawals/rules': freshRules }));

  it.each([
    [19_500, '1.95'],
    [19_750, '1.975'],
  ])('show the payout of %s basis points as %s times the stake', async (payoutBps, rate) => {
    renderScreen(<TermsDialog open onClose={jest.fn()} payoutBps={payoutBps} betLockSeconds={5} />);
    expect(await screen.findByText((text) => text.includes(`thắng nhận ${rate} lần`))).toBeInTheDocument();
  });

  it('show no payout until the rules in force are known, rather than a default', async () => {
    renderScreen(<TermsDialog open onClose={jest.fn()} />);
    expect(await screen.findByText('Cách chơi')).toBeInTheDocument();
    expect(screen.queryByText((text) => text.includes('thắng nhận'))).not.toBeInTheDocument();
    expect(screen.getAllByText('Đang tải quy định hiện hành…').length).toBeGreaterThan(0);
  });

  it('list the fees charged, from the tiers in force, and nothing that is never charged', async () => {
    renderScreen(<TermsDialog open onClose={jest.fn()} payoutBps={19_500} betLockSeconds={5} />);
    const section = await feeSection();
    expect(await section.findByText('Dưới 200,000 điểm: 15%.')).toBeInTheDocument();
    expect(lines(section)).toEqual([
      'Quy đổi tối thiểu 50 điểm; 1 điểm = 1,000 VNĐ.',
      'Toàn bộ số điểm của một lệnh quy đổi chịu một mức phí, theo số điểm của lệnh:',
      'Dưới 200,000 điểm: 15%.',
      'Từ 200,000 đến dưới 400,000 điểm: 20%.',
      'Từ 400,000 điểm trở lên: 30%.',
    ]);
    expect(document.body).not.toHaveTextContent(/1,199,000|thu nhập cá nhân|7-10%/);
  });

  it("change when an operator changes the tiers or the minimum", async () => {
    serveApi({ '/withdrawals/rules': { minAmount: 80, vndPerPoint: 1000, feeTiers: [{ below: 1000, bps: 1250 }, { below: null, bps: 500 }] } });
    renderScreen(<TermsDialog open onClose={jest.fn()} payoutBps={19_500} betLockSeconds={5} terms="Điều 1. Người chơi từ 18 tuổi." />);
    const section = await feeSection();
    expect(await section.findByText('Dưới 1,000 điểm: 12.5%.')).toBeInTheDocument();
    expect(lines(section)).toEqual([
      'Quy đổi tối thiểu 80 điểm; 1 điểm = 1,000 VNĐ.',
      'Toàn bộ số điểm của một lệnh quy đổi chịu một mức phí, theo số điểm của lệnh:',
      'Dưới 1,000 điểm: 12.5%.',
      'Từ 1,000 điểm trở lên: 5%.',
    ]);
  });

  it('say that a bet on the opposite gate is refused, not punished later', async () => {
    renderScreen(<TermsDialog open onClose={jest.fn()} payoutBps={19_500} betLockSeconds={5} />);
    expect(await screen.findByText((text) => text.includes('bị từ chối ngay khi gửi và không bị trừ điểm'))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/gấp 5 lần|thu hồi điểm|doanh số/);
  });
});

describe("the operator's terms", () => {
  beforeEach(() => serveApi({ '/withdrawals/rules': freshRules }));

  it('replace the built-in text once they arrive; the built-in text shows until then; the fees follow either', async () => {
    const { unmount } = renderScreen(<TermsDialog open onClose={jest.fn()} />);
    expect(await screen.findByText('Cách chơi')).toBeInTheDocument();
    expect(screen.getByText('Cách xác định kết quả')).toBeInTheDocument();
    expect(screen.queryByTestId('operator-terms')).not.toBeInTheDocument();
    unmount();
    renderScreen(<TermsDialog open onClose={jest.fn()} terms={'Điều 1. Người chơi từ 18 tuổi.\nĐiều 2. Mỗi tài khoản một người.'} />);
    expect(await screen.findByTestId('operator-terms')).toHaveTextContent('Điều 1. Người chơi từ 18 tuổi.');
    expect(await (await feeSection()).findByText('Từ 400,000 điểm trở lên: 30%.')).toBeInTheDocument();
  });
});
