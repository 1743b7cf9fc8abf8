import { t } from '@arena/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { DATA_SAVER_STORAGE_KEY, setDataSaver } from '@/lib/data-saver';
import { renderWithProviders } from '@/testing/render';
import { PlayerImage } from './player-image';

const KEY = '0123456789abcdef0123456789abcdef';
const STORED = `/api/marketplace/images/${KEY}.webp`;
const copy = (width: number, format: string) => `/api/marketplace/images/${KEY}-${width}.${format}`;

/** The `<img>` elements (an image with alt text is role img; so is the placeholder, which is not an <img>). */
const images = () => [...document.querySelectorAll('img')];

describe('PlayerImage', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers resized AVIF and WebP copies of a stored picture, sized for a card or a detail, loaded lazily', () => {
    renderWithProviders(
      <>
        <PlayerImage name="Card Player" url={STORED} height={150} />
        <PlayerImage name="Detail Player" url={STORED} height={200} use="detail" />
      </>,
    );
    const [card, detail] = images();
    expect(card).toHaveAttribute('alt', 'Card Player');
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('src', copy(320, 'webp'));
    expect(card).toHaveAttribute('srcset', `${copy(320, 'webp')} 320w, ${copy(640, 'webp')} 640w`);
    const avif = card!.parentElement!.querySelector('source')!;
    expect(card!.parentElement!.tagName).toBe('PICTURE');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', `${copy(320, 'avif')} 320w, ${copy(640, 'avif')} 640w`);
    expect(avif.getAttribute('sizes')).toBe(card!.getAttribute('sizes'));
    expect(detail!.getAttribute('sizes')).not.toBe(card!.getAttribute('sizes'));
    expect(detail!.getAttribute('sizes')).toContain('480px');
  });

  it('shows a picture stored elsewhere as it is, lazily, and the initials when there is none', () => {
    renderWithProviders(
      <>
        <PlayerImage name="Away Player" url="https://example.com/p.jpg" />
        <PlayerImage name="No Picture" url={null} />
      </>,
    );
    const [away] = images();
    expect(images()).toHaveLength(1);
    expect(away).toHaveAttribute('src', 'https://example.com/p.jpg');
    expect(away).not.toHaveAttribute('srcset');
    expect(away).toHaveAttribute('loading', 'lazy');
    expect(away!.parentElement!.tagName).not.toBe('PICTURE');
    expect(screen.getByRole('img', { name: `No Picture: ${t('market.noImage')}` })).toHaveTextContent('NP');
  });

  it('with the data saver on, loads no picture until the player taps it', async () => {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    renderWithProviders(
      <>
        <PlayerImage name="Jean Baptiste" url={STORED} />
        <PlayerImage name="Marie Joseph" url={STORED} />
      </>,
    );
    expect(images()).toHaveLength(0);
    expect(screen.getByRole('img', { name: `Jean Baptiste: ${t('dataSaver.imageHidden')}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t('dataSaver.showImage')}: Jean Baptiste` }));
    expect(images()).toHaveLength(1);
    expect(images()[0]).toHaveAttribute('alt', 'Jean Baptiste');
    expect(images()[0]).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('button', { name: `${t('dataSaver.showImage')}: Marie Joseph` })).toBeInTheDocument();
  });

  it("follows the browser's wish to save data until the player chooses", () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    renderWithProviders(<PlayerImage name="Jean Baptiste" url={STORED} />);
    expect(images()).toHaveLength(0);
    act(() => setDataSaver(false));
    expect(images()).toHaveLength(1);
    act(() => setDataSaver(true));
    expect(images()).toHaveLength(0);
  });
});
