import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { BANKS, matchingBanks } from '../lib/banks';
import { BankingScreen } from '../components/BankingScreen';

const unlinked = aPlayer({ bankName: null, bankAccountNumber: null, bankAccountHolder: null });

describe('BankingScreen', () => {
  beforeEach(() => goOnline());

  it('says what is missing with the spec messages', async () => {
    const user = userEvent.setup();
    renderScreen(<BankingScreen />, { path: '/banking', preloadedState: signedInAs(unlinked) });
    await user.click(screen.getByRole('button', { name: 'Lưu ngân hàng' }));
    expect(await screen.findByText('Ngân hàng không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Số tài khoản không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Chủ tài khoản không được để trống')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Số tài khoản'), '12-34');
    expect(await screen.findByText('Số tài khoản chỉ gồm chữ số')).toBeInTheDocument();
  });

  it('picks a bank from the list (accents optional) or takes a typed name, and saves', async () => {
    const requests = serveApi({ 'PATCH /players/7': aPlayer({ bankName: 'Techcombank' }) });
    const user = userEvent.setup();
    const { store } = renderScreen(<BankingScreen />, { path: '/banking', preloadedState: signedInAs(unlinked) });
    const bank = screen.getByRole('combobox', { name: 'Ngân hàng' });
    await user.type(bank, 'ky thuong');
    await user.click(screen.getByRole('option', { name: /Techcombank/ }));
    expect(bank).toHaveValue('Techcombank');
    await user.type(screen.getByLabelText('Số tài khoản'), '19031234567');
    await user.type(screen.getByLabelText('Chủ tài khoản'), 'TRAN THI B');
    await user.click(screen.getByRole('button', { name: 'Lưu ngân hàng' }));
    await waitFor(() => expect(store.getState().auth.profile?.bankName).toBe('Techcombank'));
    expect(await requests[0]!.clone().json()).toEqual({ bankName: 'Techcombank', bankAccountNumber: '19031234567', bankAccountHolder: 'TRAN THI B' });
    expect(await screen.findByText('Đã cập nhật thông tin')).toBeInTheDocument();
  });

  it('lists 41 Vietnamese banks', () => {
    expect(BANKS).toHaveLength(41);
    expect(new Set(BANKS.map((b) => b.name)).size).toBe(41);
    expect(matchingBanks('ngoai thuong').map((b) => b.name)).toEqual(['Vietcombank']);
    expect(matchingBanks('Ngân hàng lạ')).toEqual([]);
  });
});
