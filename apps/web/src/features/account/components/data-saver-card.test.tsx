import { t } from '@arena/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_STORAGE_KEY } from '@/lib/data-saver';
import { renderWithProviders } from '@/testing/render';
import { DataSaverCard } from './data-saver-card';

describe('Settings → Data saver', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is off by default when the browser does not ask to save data', () => {
    renderWithProviders(<DataSaverCard />);
    expect(screen.getByRole('heading', { name: t('dataSaver.title') })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t('dataSaver.switch') })).not.toBeChecked();
  });

  it("is on by default when the browser asks to save data, and the player's choice then wins and is kept", async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { unmount } = renderWithProviders(<DataSaverCard />);
    const toggle = screen.getByRole('switch', { name: t('dataSaver.switch') });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
    unmount();
    renderWithProviders(<DataSaverCard />);
    expect(screen.getByRole('switch', { name: t('dataSaver.switch') })).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: t('dataSaver.switch') }));
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
  });
});
