import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { system } from '../../testing/render';
import { AppDialog } from '../AppDialog';
import { ConfirmDialog } from '../ConfirmDialog';

const inApp = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('the app dialog', () => {
  it('shows its title, body and footer, and closes on Escape and on its corner button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    inApp(
      <AppDialog open onClose={onClose} title="Thông báo" footer={<button type="button">ĐỒNG Ý</button>} closeButton testId="sheet">
        Nội dung
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(dialog).toHaveTextContent('Nội dung');
    expect(dialog).toHaveAttribute('data-testid', 'sheet');
    expect(screen.getByRole('button', { name: 'ĐỒNG Ý' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is not in the page before it first opens', () => {
    inApp(
      <AppDialog open={false} onClose={() => {}} title="Thông báo" footer={null}>
        Nội dung
      </AppDialog>,
    );
    expect(screen.queryByText('Nội dung')).not.toBeInTheDocument();
  });

  const frames = () => new Promise((resolve) => setTimeout(resolve, 50));
  /**
   * A tap on the dimmed area around the card (the positioner, which covers the backdrop). The
   * dialog listens for taps outside from the task after it opens and answers in the next frame.
   */
  const tapOutside = async () => {
    await frames();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.querySelector('[data-part="positioner"]') as Element);
    await frames();
  };

  it('closes on a tap outside; as an alert, reads as one and stays open', async () => {
    const onClose = jest.fn();
    const view = inApp(
      <AppDialog open onClose={onClose} title="Thông báo" footer={null}>
        Nội dung
      </AppDialog>,
    );
    await screen.findByRole('dialog', { name: 'Thông báo' });
    await tapOutside();
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();

    const onAlertClose = jest.fn();
    inApp(
      <AppDialog open onClose={onAlertClose} title="Nhắc nhở" role="alertdialog" footer={null}>
        Bạn đã chơi 60 phút
      </AppDialog>,
    );
    await screen.findByRole('alertdialog', { name: 'Nhắc nhở' });
    await tapOutside();
    expect(onAlertClose).not.toHaveBeenCalled();
  });
});

describe('the confirm dialog', () => {
  const renderConfirm = (sending: boolean, onClose: () => void, onConfirm = jest.fn()) =>
    inApp(
      <ConfirmDialog open title="Xác nhận" confirmLabel="Rút" cancelLabel="Hủy" sending={sending} onConfirm={onConfirm} onClose={onClose}>
        Rút 100 điểm?
      </ConfirmDialog>,
    );

  it('cancels on Escape and confirms on its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    renderConfirm(false, onClose, onConfirm);
    await screen.findByRole('dialog', { name: 'Xác nhận' });
    await user.click(screen.getByRole('button', { name: 'Rút' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while its request runs', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderConfirm(true, onClose);
    await screen.findByRole('dialog', { name: 'Xác nhận' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });
});
