import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSafeStorage, resetStorageStatus } from '../../shared/lib/safe-storage';
import { StorageNotice } from './storage-notice';

function throwingStorage(name: string): Storage {
  const fail = () => {
    throw new DOMException('blocked', name);
  };
  return { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
}

describe('StorageNotice', () => {
  afterEach(() => act(() => resetStorageStatus()));

  it('says nothing while storage works', async () => {
    await createSafeStorage().setItem('k', 'v');
    render(<StorageNotice />);
    expect(screen.queryByTestId('storage-notice')).not.toBeInTheDocument();
  });

  it('tells the visitor when storage is blocked, and can be closed', async () => {
    const user = userEvent.setup();
    render(<StorageNotice />);
    await act(() => createSafeStorage(() => throwingStorage('SecurityError')).getItem('k'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Сховище браузера недоступне: вподобані товари й кошик збережуться лише до закриття вкладки.',
    );
    await user.click(screen.getByRole('button', { name: 'Закрити повідомлення' }));
    expect(screen.queryByTestId('storage-notice')).not.toBeInTheDocument();
  });

  it('tells the visitor when storage is full, and goes away once a write succeeds', async () => {
    render(<StorageNotice />);
    await act(() =>
      createSafeStorage(() => throwingStorage('QuotaExceededError')).setItem('k', 'v'),
    );
    expect(screen.getByTestId('storage-notice')).toHaveTextContent(/^Сховище браузера переповнене/);
    await act(() => createSafeStorage().setItem('k', 'v'));
    expect(screen.queryByTestId('storage-notice')).not.toBeInTheDocument();
  });

  it('comes back after closing when the trouble changes', async () => {
    const user = userEvent.setup();
    render(<StorageNotice />);
    await act(() => createSafeStorage(() => throwingStorage('SecurityError')).getItem('k'));
    await user.click(screen.getByRole('button', { name: 'Закрити повідомлення' }));
    await act(() =>
      createSafeStorage(() => throwingStorage('QuotaExceededError')).setItem('k', 'v'),
    );
    expect(screen.getByTestId('storage-notice')).toHaveAttribute('data-status', 'full');
  });
});
